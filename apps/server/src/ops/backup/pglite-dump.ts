import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../../db/lock.ts';
import { BackupError } from './manifest.ts';
import { readShopState, type ShopState } from './shop-state.ts';

// The embedded database is single-process: backup and restore take its lock like the shop
// does, so they run while the shop is stopped (docs/decisions/022-backups.md).

/** Takes the data folder's lock, or says which process holds it and what to do. */
export async function lockForBackup(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const firstLine = error.message.split('\n')[0] ?? '';
    throw new BackupError(
      `${firstLine}\nThe embedded database can only be backed up or restored while the shop is ` +
        'stopped: stop it, run the command again, then start the shop.',
    );
  }
}

const queryOf = (database: Awaited<ReturnType<typeof openDatabase>>) => (text: string) =>
  database.db.execute(text) as unknown as Promise<{ rows: Record<string, unknown>[] }>;

/** Writes the database's data directory as a gzipped tar; the caller holds the lock. */
export async function dumpPglite(dir: string, outFile: string): Promise<ShopState> {
  if (!existsSync(`${dir}/PG_VERSION`)) {
    throw new BackupError(`No embedded database in ${dir}: nothing to back up.`);
  }
  const database = await openDatabase({ kind: 'pglite', dir });
  try {
    const state = await readShopState(queryOf(database), `The database in ${dir}`);
    await writeFile(outFile, Buffer.from(await (await database.dump()).arrayBuffer()));
    return state;
  } finally {
    await database.close();
  }
}

export async function isPgliteEmpty(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [])).length === 0;
}

/**
 * Loads a dump beside `dir` and swaps it in only once it opened and was counted, so a failed
 * restore leaves the old database in place. The caller holds the lock.
 */
export async function restorePglite(dumpFile: string, dir: string): Promise<ShopState> {
  const incoming = `${dir}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  let state: ShopState;
  try {
    const database = await openDatabase({
      kind: 'pglite',
      dir: incoming,
      loadDataDir: new Blob([await readFile(dumpFile)]),
    });
    try {
      state = await readShopState(queryOf(database), 'The restored database');
    } finally {
      await database.close();
    }
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  await rm(dir, { recursive: true, force: true });
  await rename(incoming, dir);
  return state;
}
