import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';
import { z } from 'zod';

/** Who holds a data directory: written beside the lock when it is taken. */
const LockHolderSchema = z.object({
  pid: z.int().positive(),
  host: z.string(),
  since: z.string(),
});
type LockHolder = z.infer<typeof LockHolderSchema>;

export class DataDirLockedError extends Error {
  constructor(dir: string, holder: LockHolder | null) {
    const who = holder ? ` (process ${holder.pid} on ${holder.host}, since ${holder.since})` : '';
    super(
      `Another process is already using the embedded database in ${dir}${who}.\n` +
        'PGlite is single-process: stop the other shop/seed process first, or give this one ' +
        'its own DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

const holderFile = (dir: string) => `${dir}.lock-holder.json`;

async function readHolder(dir: string): Promise<LockHolder | null> {
  try {
    const parsed = LockHolderSchema.safeParse(JSON.parse(await readFile(holderFile(dir), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** True when `pid` names no process on this machine (signal 0 checks without sending). */
function isGone(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function takeLock(dir: string) {
  return lockfile.lock(dir, {
    lockfilePath: `${dir}.lock`,
    // A holder on another host cannot be asked whether it lives: its lock is taken over once it
    // has not been refreshed for this long.
    stale: 15_000,
    update: 5_000,
    onCompromised: (error) => {
      // Someone removed or took our lock: keep running would risk corruption.
      console.error(`Lost the lock on ${dir}: ${error.message}`);
      process.exit(1);
    },
  });
}

const isLocked = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ELOCKED';

/**
 * Holds an exclusive lock on the PGlite directory for the life of the process: two processes
 * on one PGlite directory silently lose writes. The holder's pid and host are recorded beside
 * the lock, so a process killed with -9 on this machine is taken over at once (not after the
 * 15 s staleness), and a live holder is named. Returns the release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await takeLock(dir);
  } catch (error) {
    if (!isLocked(error)) throw error;
    const holder = await readHolder(dir);
    if (!holder || holder.host !== hostname() || !isGone(holder.pid)) {
      throw new DataDirLockedError(dir, holder);
    }
    // Its holder died without releasing it. Should two starters race here, the loser's next
    // refresh finds the lock replaced and exits (onCompromised) before it writes.
    await rmdir(`${dir}.lock`).catch(() => {});
    try {
      release = await takeLock(dir);
    } catch (retryError) {
      if (isLocked(retryError)) throw new DataDirLockedError(dir, await readHolder(dir));
      throw retryError;
    }
  }
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
  };
  await writeFile(holderFile(dir), JSON.stringify(holder));
  return release;
}
