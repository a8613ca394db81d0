import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  truncate,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { lockDataDir } from '../../db/lock.ts';
import { runBackupCli, type SeededShop, seedPgliteShop } from '../../testing/backup-fixture.ts';
import { MANIFEST_FILE } from './manifest.ts';

// `npm run backup` and `npm run restore` as the owner runs them: exit codes, messages, and what
// is left on disk when they refuse.

const root = await mkdtemp(path.join(tmpdir(), 'skins-backup-cli-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const sourceDir = path.join(root, 'source');
const backupFile = path.join(root, 'source.tar');
let source: SeededShop;

async function orderIdsIn(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
  try {
    const { rows } = (await database.db.execute(
      'select id from orders order by id',
    )) as unknown as {
      rows: { id: string }[];
    };
    return rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

/** A copy of the backup with its manifest changed (the manifest is not in its own checksums). */
async function withManifest(name: string, change: (manifest: Record<string, unknown>) => void) {
  const dir = await mkdtemp(path.join(root, 'edit-'));
  await tar.extract({ file: backupFile, cwd: dir });
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
  change(manifest);
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  const file = path.join(root, name);
  await tar.create({ file, cwd: dir }, ['.']);
  return file;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup / restore', () => {
  beforeAll(async () => {
    source = await seedPgliteShop(sourceDir, 2);
    const { code, output } = await runBackupCli('backup', [backupFile], { DATA_DIR: sourceDir });
    expect(output).toContain(`Backup written: ${backupFile}`);
    expect(output).toContain('pglite database, 2 orders, 2 mails, 1 media files');
    expect(code).toBe(0);
  });

  it('refuses to restore over a shop without --force, and replaces it with --force', async () => {
    const targetDir = path.join(root, 'occupied');
    const existing = await seedPgliteShop(targetDir, 1);
    const env = { DATA_DIR: targetDir };

    const refused = await runBackupCli('restore', [backupFile], env);
    expect(refused.output).toContain(
      `Refusing to overwrite: ${path.join(targetDir, 'db')} holds a database.`,
    );
    expect(refused.output).toContain('add --force to replace it');
    expect(refused.code).toBe(2);
    expect(await orderIdsIn(targetDir)).toEqual(existing.orders.map((o) => o.id));

    const forced = await runBackupCli('restore', [backupFile, '--force'], env);
    expect(forced.output).toContain('pglite database, 2 orders, 2 mails, 1 media files');
    expect(forced.code).toBe(0);
    expect(await orderIdsIn(targetDir)).toEqual(source.orders.map((o) => o.id).sort());
    expect((await readFile(path.join(targetDir, 'app-secret'), 'utf8')).trim()).toBe(
      source.appSecret,
    );
    // The old shop's image went with it: the media folder is the backup's.
    await expect(readFile(path.join(targetDir, existing.imageUrl))).rejects.toThrow();
    const restoredImage = path.join(targetDir, source.imageUrl);
    expect((await readFile(restoredImage)).equals(source.imageBytes)).toBe(true);
  });

  it('refuses a missing, foreign, damaged, truncated, future or mismatched file, touching nothing', async () => {
    const notTar = path.join(root, 'notes.txt');
    await writeFile(notTar, 'shopping list\n');
    const flipped = path.join(root, 'flipped.tar');
    await copyFile(backupFile, flipped);
    const bytes = await readFile(flipped);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    await writeFile(flipped, bytes);
    const truncated = path.join(root, 'truncated.tar');
    await copyFile(backupFile, truncated);
    await truncate(truncated, 3000);
    const futureFormat = await withManifest('v99.tar', (m) => {
      m.formatVersion = 99;
    });
    const futureSchema = await withManifest('newer.tar', (m) => {
      m.database = { kind: 'pglite', migrations: 999 };
    });

    const cases: [string[], Record<string, string>, string][] = [
      [[], {}, 'Usage: npm run restore -- FILE [--force]'],
      [[path.join(root, 'nope.tar')], {}, `No backup file at ${path.join(root, 'nope.tar')}.`],
      [[notTar], {}, `${notTar} is damaged or not a backup`],
      [[flipped], {}, 'The backup is damaged: database/pglite.tar.gz does not match its checksum.'],
      [[truncated], {}, `${truncated} is damaged or not a backup`],
      [[futureFormat], {}, 'Unsupported backup format version 99: this shop reads version 1.'],
      [[futureSchema], {}, 'This backup was made by a newer version of the shop (999 migrations'],
      [
        [backupFile],
        { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' },
        'This backup is of the embedded database (PGlite), but the shop is set up for PostgreSQL',
      ],
    ];
    // Each refusal into an empty folder of its own, all at once: eight processes one after the
    // other took 14 s of a 30 s limit on a quiet machine.
    await Promise.all(
      cases.map(async ([args, env, message], n) => {
        const targetDir = path.join(root, `untouched-${n}`);
        await mkdir(targetDir);
        const { code, output } = await runBackupCli('restore', args, {
          DATA_DIR: targetDir,
          ...env,
        });
        expect(output, args.join(' ')).toContain(message);
        expect(code, args.join(' ')).toBe(2);
        expect(await readdir(targetDir), args.join(' ')).toEqual([]);
      }),
    );
  });

  it('refuses to back up while the shop holds the embedded database, naming the process', async () => {
    const release = await lockDataDir(path.join(sourceDir, 'db'));
    try {
      const file = path.join(root, 'while-running.tar');
      const { code, output } = await runBackupCli('backup', [file], { DATA_DIR: sourceDir });
      expect(output).toContain(`(process ${process.pid} on`);
      expect(output).toContain('can only be backed up or restored while the shop is stopped');
      expect(code).toBe(2);
      await expect(readFile(file)).rejects.toThrow();
    } finally {
      await release();
    }
  });

  it('says how to install pg_dump when PostgreSQL is configured and it is not on the PATH', async () => {
    const { code, output } = await runBackupCli('backup', [path.join(root, 'pg.tar')], {
      DATA_DIR: path.join(root, 'pg-data'),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
      PATH: path.join(root, 'no-tools-here'),
    });
    expect(output).toContain(
      'pg_dump not found on PATH: install postgresql-client (Debian: apt-get install postgresql-client).',
    );
    expect(code).toBe(2);
  });
});
