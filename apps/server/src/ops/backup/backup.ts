import { chmod, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { countMediaFiles, dataFolderFiles, writeArchive } from './archive.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DUMP_FILES,
  type Manifest,
  type ShopData,
} from './manifest.ts';
import { dumpPglite, lockForBackup } from './pglite-dump.ts';
import { dumpPostgres } from './postgres-dump.ts';

/** `backups/skins-2026-11-26T14-30-00Z.tar`, under the folder the command runs in. */
export function defaultBackupFile(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.resolve('backups', `skins-${stamp}.tar`);
}

/**
 * Writes one backup file: the database (PGlite's data directory, or pg_dump's custom format
 * from one snapshot), the data folder's media and app secret, and a manifest with counts and
 * checksums. Written under a temporary name and renamed, so a file with the final name is whole.
 */
export async function createBackup(config: ShopData, outFile: string): Promise<Manifest> {
  await mkdir(path.dirname(outFile), { recursive: true });
  const stagingDir = await mkdtemp(path.join(path.dirname(outFile), '.skins-backup-'));
  const partial = path.join(stagingDir, 'backup.tar');
  const { database } = config;
  const release = database.kind === 'pglite' ? await lockForBackup(database.dir) : null;
  try {
    await mkdir(path.join(stagingDir, 'database'));
    const dumpFile = DUMP_FILES[database.kind];
    const dumpPath = path.join(stagingDir, dumpFile);
    const state =
      database.kind === 'pglite'
        ? await dumpPglite(database.dir, dumpPath)
        : await dumpPostgres(database.url, dumpPath);
    // Listed after the dump: an image uploaded meanwhile is kept, though no product names it yet.
    const dataFiles = await dataFolderFiles(config.dataDir);
    const manifest = await writeArchive(partial, {
      stagingDir,
      dumpFile,
      dataDir: config.dataDir,
      dataFiles,
      manifest: {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        database: { kind: database.kind, migrations: state.migrations },
        counts: {
          orders: state.orders,
          mails: state.mails,
          mediaFiles: countMediaFiles(dataFiles),
        },
      },
    });
    // Customers' addresses and the app secret: readable by the owner alone, like DATA_DIR.
    await chmod(partial, 0o600);
    await rename(partial, outFile);
    return manifest;
  } finally {
    await release?.();
    await rm(stagingDir, { recursive: true, force: true });
  }
}
