import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import {
  APP_SECRET_FILE,
  type ArchivedFile,
  BackupError,
  DUMP_FILES,
  MANIFEST_FILE,
  type Manifest,
  MEDIA_DIR,
  parseManifest,
} from './manifest.ts';

/** Size and SHA-256 of one file, read as a stream (media can be large). */
async function describeFile(root: string, relative: string): Promise<ArchivedFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path.join(root, relative))) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { path: relative, bytes, sha256: hash.digest('hex') };
}

/** Files under `dir` (relative to `root`); dot-names are skipped: an upload's scratch folder. */
async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) => {
        const relative = path.posix.join(dir, entry.name);
        if (entry.isDirectory()) return filesUnder(root, relative);
        return entry.isFile() ? [relative] : [];
      }),
  );
  return nested.flat().sort();
}

/** The data folder's files a backup carries: the media, and the generated app secret. */
export async function dataFolderFiles(dataDir: string): Promise<string[]> {
  const media = await filesUnder(dataDir, MEDIA_DIR);
  return existsSync(path.join(dataDir, APP_SECRET_FILE)) ? [...media, APP_SECRET_FILE] : media;
}

export const countMediaFiles = (files: readonly string[]) =>
  files.filter((file) => file.startsWith(`${MEDIA_DIR}/`)).length;

/**
 * One tar: manifest and dump from `stagingDir`, then the data folder's files appended as they
 * lie (never copied first). Every file's checksum is in the manifest, so restore can tell a
 * damaged archive from a good one.
 */
export async function writeArchive(
  outFile: string,
  {
    stagingDir,
    dumpFile,
    dataDir,
    dataFiles,
    manifest,
  }: {
    stagingDir: string;
    dumpFile: string;
    dataDir: string;
    dataFiles: string[];
    manifest: Omit<Manifest, 'files'>;
  },
): Promise<Manifest> {
  const files = [
    await describeFile(stagingDir, dumpFile),
    ...(await Promise.all(dataFiles.map((file) => describeFile(dataDir, file)))),
  ];
  const complete: Manifest = { ...manifest, files };
  await writeFile(path.join(stagingDir, MANIFEST_FILE), `${JSON.stringify(complete, null, 2)}\n`);
  await tar.create({ file: outFile, cwd: stagingDir, portable: true }, [MANIFEST_FILE, dumpFile]);
  if (dataFiles.length > 0) {
    await tar.replace({ file: outFile, cwd: dataDir, portable: true }, dataFiles);
  }
  return complete;
}

const SAFE_PATH = /^(?:database\/[\w.-]+|media(?:\/[\w.-]+)+|app-secret)$/;
const entryPath = (name: string) => name.replace(/^(?:\.\/)+/, '');

/** Extracts the regular files of the archive that `isWanted` names; a damaged tar is refused. */
async function extractFiles(file: string, intoDir: string, isWanted: (name: string) => boolean) {
  try {
    await tar.extract({
      file,
      cwd: intoDir,
      strict: true,
      // Regular files only (no links that could point outside the data folder), and only those
      // the manifest lists: nothing unchecked reaches the data folder.
      filter: (name, entry) =>
        'type' in entry && entry.type === 'File' && isWanted(entryPath(name)),
    });
  } catch (error) {
    throw new BackupError(`${file} is damaged or not a backup: ${(error as Error).message}`);
  }
}

/**
 * Unpacks a backup into `intoDir` and checks it whole: the manifest's format, then the files it
 * lists, each by size and checksum. Nothing outside `intoDir` is touched.
 */
export async function extractArchive(file: string, intoDir: string): Promise<Manifest> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new BackupError(`No backup file at ${file}.`);
  await extractFiles(file, intoDir, (name) => name === MANIFEST_FILE);
  const manifestText = await readFile(path.join(intoDir, MANIFEST_FILE), 'utf8').catch(() => null);
  if (manifestText === null) throw new BackupError(`${file} is not a shop backup: no manifest.`);
  const manifest = parseManifest(manifestText);
  for (const { path: name } of manifest.files) {
    if (!SAFE_PATH.test(name) || name.split('/').includes('..')) {
      throw new BackupError(`The backup names an unexpected file: ${name}.`);
    }
  }
  const dumpFile = DUMP_FILES[manifest.database.kind];
  if (!manifest.files.some((listed) => listed.path === dumpFile)) {
    throw new BackupError(`The backup is incomplete: it lists no ${dumpFile}.`);
  }
  const listed = new Set(manifest.files.map((listedFile) => listedFile.path));
  await extractFiles(file, intoDir, (name) => listed.has(name));
  for (const expected of manifest.files) {
    const found = await describeFile(intoDir, expected.path).catch(() => null);
    if (!found) throw new BackupError(`The backup is incomplete: ${expected.path} is missing.`);
    if (found.bytes !== expected.bytes || found.sha256 !== expected.sha256) {
      throw new BackupError(`The backup is damaged: ${expected.path} does not match its checksum.`);
    }
  }
  return manifest;
}
