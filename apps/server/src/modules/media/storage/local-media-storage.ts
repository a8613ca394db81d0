import { randomUUID } from 'node:crypto';
import {
  access,
  constants,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from '@skins/shared';
import type { MediaFile, MediaStorage } from './media-storage.ts';

/**
 * Uploads in a folder: `uploadsDir/{id}/{width}.{format}` (DATA_DIR/media/uploads); documents
 * beside it: `documentsDir/{orderId}/{name}` (DATA_DIR/media/documents).
 */
export class LocalMediaStorage implements MediaStorage {
  constructor(
    readonly uploadsDir: string,
    readonly documentsDir = path.join(path.dirname(uploadsDir), 'documents'),
  ) {}

  get location(): string {
    return this.uploadsDir;
  }

  async putUpload(id: string, files: MediaFile[]): Promise<void> {
    // Written to a scratch folder renamed into place: a URL works for every file or none.
    const scratch = path.join(this.uploadsDir, `.${id}.partial`);
    await mkdir(scratch, { recursive: true });
    try {
      await Promise.all(files.map((file) => writeFile(path.join(scratch, file.name), file.data)));
      await rename(scratch, this.#folderOf(id));
    } catch (error) {
      await rm(scratch, { recursive: true, force: true });
      throw error;
    }
  }

  async putFile(id: string, file: MediaFile): Promise<void> {
    await writeInPlace(this.#folderOf(id), file);
  }

  async getFile(id: string, name: string): Promise<Buffer | null> {
    return readIfThere(path.join(this.#folderOf(id), fileName(name)));
  }

  async putDocument(orderId: string, file: MediaFile): Promise<void> {
    const folder = this.#documentFolderOf(orderId);
    await mkdir(folder, { recursive: true });
    await writeInPlace(folder, file);
  }

  async getDocument(orderId: string, name: string): Promise<Buffer | null> {
    return readIfThere(path.join(this.#documentFolderOf(orderId), fileName(name)));
  }

  async listUploadsOlderThan(before: Date): Promise<string[]> {
    const names = await readdir(this.uploadsDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const old: string[] = [];
    for (const name of names) {
      // Upload folders only: scratch folders (dot names) and anything else are left alone.
      if (!isUploadId(name)) continue;
      // The folder's time changes when a file is added (an AVIF made later): the newest write.
      const { mtime } = await stat(this.#folderOf(name));
      if (mtime < before) old.push(name);
    }
    return old;
  }

  async deleteUpload(id: string): Promise<void> {
    await rm(this.#folderOf(id), { recursive: true, force: true });
  }

  async checkReachable(): Promise<void> {
    // Made at the first upload otherwise; making it here is what that upload would do.
    await mkdir(this.uploadsDir, { recursive: true });
    await access(this.uploadsDir, constants.W_OK);
  }

  close(): void {}

  #folderOf(id: string): string {
    if (!isUploadId(id)) throw new RangeError(`not an upload id: ${id}`);
    return path.join(this.uploadsDir, id);
  }

  #documentFolderOf(orderId: string): string {
    if (!isUploadId(orderId)) throw new RangeError(`not an order id: ${orderId}`);
    return path.join(this.documentsDir, orderId);
  }
}

/** Writes `file` into `folder` under a dot name, then renames it: a reader finds all or nothing. */
async function writeInPlace(folder: string, file: MediaFile): Promise<void> {
  const target = path.join(folder, fileName(file.name));
  // A dot name: never served, skipped by backups.
  const scratch = path.join(folder, `.${file.name}.${randomUUID()}.partial`);
  try {
    await writeFile(scratch, file.data);
    await rename(scratch, target);
  } catch (error) {
    await rm(scratch, { force: true });
    throw error;
  }
}

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A stored file's name: no folders, no dot names (scratch files). */
export function fileName(name: string): string {
  if (!/^[\w-][\w.-]*$/.test(name)) throw new RangeError(`not a media file name: ${name}`);
  return name;
}

/** randomUUID's form: lower-case, so a folder or key has one spelling. */
export const isUploadId = (id: string) => isUuid(id) && id === id.toLowerCase();
