import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../../db/client.ts';

// What a backup file holds (docs/decisions/022-backups.md): one plain tar with manifest.json,
// the database dump under database/, and the data folder's media/ and app-secret as they lie.

export const BACKUP_FORMAT = 'skins-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** PGlite's `dumpDataDir` (a gzipped tar), or `pg_dump --format=custom`. */
export const DUMP_FILES = {
  pglite: 'database/pglite.tar.gz',
  postgres: 'database/postgres.dump',
} as const;

/** The data folder's entries a backup carries besides the database (relative to DATA_DIR). */
export const MEDIA_DIR = 'media';
export const APP_SECRET_FILE = 'app-secret';

/** Where a shop's data lives: the parts of its Config that a backup reads or a restore writes. */
export interface ShopData {
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
}

/** A refusal or a failure the owner can act on: the CLIs print its message alone. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const ArchivedFileSchema = z.object({
  path: z.string().min(1),
  bytes: z.int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ArchivedFile = z.infer<typeof ArchivedFileSchema>;

export const BackupCountsSchema = z.object({
  orders: z.int().nonnegative(),
  mails: z.int().nonnegative(),
  mediaFiles: z.int().nonnegative(),
});
export type BackupCounts = z.infer<typeof BackupCountsSchema>;

// Read in two steps, so a file of another format or version gets its own message.
const FormatSchema = z.object({ format: z.literal(BACKUP_FORMAT), formatVersion: z.int() });

export const ManifestSchema = FormatSchema.extend({
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** Migrations applied to the database when it was dumped (drizzle's journal entries). */
    migrations: z.int().nonnegative(),
  }),
  counts: BackupCountsSchema,
  /** Every file of the archive but the manifest, with its size and SHA-256. */
  files: z.array(ArchivedFileSchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** Checks a manifest's text; a file that is no backup of ours is refused with what it is not. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('Not a shop backup: its manifest.json is not JSON.');
  }
  const format = FormatSchema.safeParse(json);
  if (!format.success) throw new BackupError('Not a shop backup: manifest.json names no format.');
  if (format.data.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `Unsupported backup format version ${format.data.formatVersion}: this shop reads version ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const manifest = ManifestSchema.safeParse(json);
  if (!manifest.success) {
    const problems = manifest.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new BackupError(`The backup's manifest is damaged (${problems.join('; ')}).`);
  }
  return manifest.data;
}

/** How many migrations this version of the shop knows: a newer backup cannot be restored. */
export function knownMigrations(): number {
  const journalFile = path.join(migrationsFolder, 'meta/_journal.json');
  const journal = z
    .object({ entries: z.array(z.unknown()) })
    .parse(JSON.parse(readFileSync(journalFile, 'utf8')));
  return journal.entries.length;
}
