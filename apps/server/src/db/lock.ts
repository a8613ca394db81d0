import { mkdir } from 'node:fs/promises';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `Another process is already using the embedded database in ${dir}.\n` +
        'PGlite is single-process: stop the other shop/seed process first, or give this one ' +
        'its own DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Holds an exclusive lock on the PGlite directory for the life of the process: two processes
 * on one PGlite directory silently lose writes. Returns the release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: `${dir}.lock`,
      // A crashed holder stops refreshing the lock; after this long it is taken over.
      stale: 15_000,
      update: 5_000,
      onCompromised: (error) => {
        // Someone removed or took our lock: keep running would risk corruption.
        console.error(`Lost the lock on ${dir}: ${error.message}`);
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new DataDirLockedError(dir);
    }
    throw error;
  }
}
