import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { extractArchive, writeArchive } from './archive.ts';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, DUMP_FILES, MANIFEST_FILE } from './manifest.ts';

// The file format alone, without a database: what a backup file may carry into the data folder.

const root = await mkdtemp(path.join(tmpdir(), 'skins-archive-'));
afterAll(() => rm(root, { recursive: true, force: true }));

/** A backup of a made-up dump and one image, unpacked into `dir` for tampering. */
async function unpackedBackup(dir: string) {
  const stagingDir = path.join(dir, 'staging');
  const dataDir = path.join(dir, 'data');
  await mkdir(path.join(stagingDir, 'database'), { recursive: true });
  await writeFile(path.join(stagingDir, DUMP_FILES.pglite), 'dump bytes');
  await mkdir(path.join(dataDir, 'media', 'uploads', 'a'), { recursive: true });
  await writeFile(path.join(dataDir, 'media', 'uploads', 'a', '640.webp'), 'image bytes');
  const file = path.join(dir, 'backup.tar');
  const manifest = await writeArchive(file, {
    stagingDir,
    dumpFile: DUMP_FILES.pglite,
    dataDir,
    dataFiles: ['media/uploads/a/640.webp'],
    manifest: {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind: 'pglite', migrations: 1 },
      counts: { orders: 0, mails: 0, mediaFiles: 1 },
    },
  });
  const unpacked = path.join(dir, 'unpacked');
  await mkdir(unpacked);
  await tar.extract({ file, cwd: unpacked });
  return { file, manifest, unpacked };
}

/** The unpacked backup packed again, and an empty folder to extract it into. */
async function repacked(dir: string, unpacked: string) {
  const file = path.join(dir, 'repacked.tar');
  await tar.create({ file, cwd: unpacked }, ['.']);
  const into = path.join(dir, 'into');
  await mkdir(into);
  return { file, into };
}

const files = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe('backup archive', () => {
  it('unpacks only the files its manifest lists, as regular files: no extra file, no link', async () => {
    const dir = await mkdtemp(path.join(root, 'extra-'));
    const { unpacked } = await unpackedBackup(dir);
    await writeFile(path.join(unpacked, 'media', 'uploads', 'a', 'extra.webp'), 'unlisted');
    await symlink('/etc/passwd', path.join(unpacked, 'media', 'passwd'));
    const { file, into } = await repacked(dir, unpacked);

    const manifest = await extractArchive(file, into);
    expect(manifest.counts.mediaFiles).toBe(1);
    expect(await files(into)).toEqual([
      DUMP_FILES.pglite,
      MANIFEST_FILE,
      path.join('media', 'uploads', 'a', '640.webp'),
    ]);
    expect(await readFile(path.join(into, 'media/uploads/a/640.webp'), 'utf8')).toBe('image bytes');
  });

  it.each([
    [
      'a path out of the data folder',
      '../../outside',
      'The backup names an unexpected file: ../../outside.',
    ],
    ['a file of no known place', 'database/../app-secret', 'The backup names an unexpected file'],
  ])('refuses a manifest that lists %s', async (_what, listedPath, message) => {
    const dir = await mkdtemp(path.join(root, 'path-'));
    const { manifest, unpacked } = await unpackedBackup(dir);
    const edited = {
      ...manifest,
      files: [...manifest.files, { ...manifest.files[0], path: listedPath }],
    };
    await writeFile(path.join(unpacked, MANIFEST_FILE), JSON.stringify(edited));
    const { file, into } = await repacked(dir, unpacked);
    await expect(extractArchive(file, into)).rejects.toThrow(message);
    expect(await files(into)).toEqual([MANIFEST_FILE]);
  });

  it('refuses a backup whose manifest lists no database dump', async () => {
    const dir = await mkdtemp(path.join(root, 'nodump-'));
    const { manifest, unpacked } = await unpackedBackup(dir);
    const edited = {
      ...manifest,
      files: manifest.files.filter((f) => f.path !== DUMP_FILES.pglite),
    };
    await writeFile(path.join(unpacked, MANIFEST_FILE), JSON.stringify(edited));
    const { file, into } = await repacked(dir, unpacked);
    await expect(extractArchive(file, into)).rejects.toThrow(
      'The backup is incomplete: it lists no database/pglite.tar.gz.',
    );
  });
});
