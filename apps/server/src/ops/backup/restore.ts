import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { countMediaFiles, dataFolderFiles, extractArchive } from './archive.ts';
import {
  APP_SECRET_FILE,
  type BackupCounts,
  BackupError,
  DUMP_FILES,
  knownMigrations,
  type Manifest,
  MEDIA_DIR,
  type ShopData,
} from './manifest.ts';
import { isPgliteEmpty, lockForBackup, restorePglite } from './pglite-dump.ts';
import { isPostgresEmpty, restorePostgres } from './postgres-dump.ts';
import type { ShopState } from './shop-state.ts';

export interface RestoreResult {
  manifest: Manifest;
  restored: BackupCounts;
}

const ENGINE_NAMES = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL' };

function refuseIncompatible(manifest: Manifest, config: ShopData): void {
  const { kind, migrations } = manifest.database;
  if (kind !== config.database.kind) {
    throw new BackupError(
      `This backup is of ${ENGINE_NAMES[kind]}, but the shop is set up for ` +
        `${ENGINE_NAMES[config.database.kind]}: restore it with ${kind === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}.`,
    );
  }
  const known = knownMigrations();
  if (migrations > known) {
    throw new BackupError(
      `This backup was made by a newer version of the shop (${migrations} migrations; this one ` +
        `knows ${known}): update the shop, then restore.`,
    );
  }
}

/** What is in the way: the database, or media in the data folder. */
async function occupied(config: ShopData): Promise<string | null> {
  const { database } = config;
  const isDatabaseEmpty =
    database.kind === 'pglite'
      ? await isPgliteEmpty(database.dir)
      : await isPostgresEmpty(database.url);
  if (!isDatabaseEmpty) {
    return database.kind === 'pglite'
      ? `${database.dir} holds a database`
      : 'the database has tables';
  }
  const media = countMediaFiles(await dataFolderFiles(config.dataDir));
  return media > 0 ? `${path.join(config.dataDir, MEDIA_DIR)} holds ${media} files` : null;
}

/** Moves the backup's media and app secret into the data folder, replacing what was there. */
async function placeDataFiles(fromDir: string, dataDir: string): Promise<void> {
  await rm(path.join(dataDir, MEDIA_DIR), { recursive: true, force: true });
  if (existsSync(path.join(fromDir, MEDIA_DIR))) {
    await rename(path.join(fromDir, MEDIA_DIR), path.join(dataDir, MEDIA_DIR));
  }
  if (existsSync(path.join(fromDir, APP_SECRET_FILE))) {
    await copyFile(path.join(fromDir, APP_SECRET_FILE), path.join(dataDir, APP_SECRET_FILE));
    await chmod(path.join(dataDir, APP_SECRET_FILE), 0o600);
  }
}

/**
 * Restores a backup file into the configured database and data folder. The file is unpacked
 * and checked whole first; a non-empty target is refused unless `force`. Afterwards the restored
 * counts are compared with the manifest's.
 */
export async function restoreBackup(
  config: ShopData,
  file: string,
  { force }: { force: boolean },
): Promise<RestoreResult> {
  await mkdir(config.dataDir, { recursive: true });
  // Inside the data folder, so the media are moved into place, not copied.
  const stagingDir = await mkdtemp(path.join(config.dataDir, '.restore-'));
  const { database } = config;
  let release: (() => Promise<void>) | null = null;
  try {
    const manifest = await extractArchive(path.resolve(file), stagingDir);
    refuseIncompatible(manifest, config);
    if (database.kind === 'pglite') release = await lockForBackup(database.dir);
    const inTheWay = await occupied(config);
    if (inTheWay && !force) {
      throw new BackupError(
        `Refusing to overwrite: ${inTheWay}. Restore into an empty data folder or database, or add --force to replace it.`,
      );
    }
    const state: ShopState =
      database.kind === 'pglite'
        ? await restorePglite(path.join(stagingDir, DUMP_FILES.pglite), database.dir)
        : await restorePostgres(path.join(stagingDir, DUMP_FILES.postgres), database.url, {
            wipe: inTheWay !== null,
          });
    await placeDataFiles(stagingDir, config.dataDir);
    const restored: BackupCounts = {
      orders: state.orders,
      mails: state.mails,
      mediaFiles: countMediaFiles(await dataFolderFiles(config.dataDir)),
    };
    const expected = manifest.counts;
    if (Object.entries(expected).some(([key, n]) => restored[key as keyof BackupCounts] !== n)) {
      throw new BackupError(
        `The restore does not match the backup: expected ${describeCounts(expected)}, found ${describeCounts(restored)}.`,
      );
    }
    return { manifest, restored };
  } finally {
    await release?.();
    await rm(stagingDir, { recursive: true, force: true });
  }
}

export const describeCounts = (counts: BackupCounts) =>
  `${counts.orders} orders, ${counts.mails} mails, ${counts.mediaFiles} media files`;
