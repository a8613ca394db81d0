import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import {
  LARGEST_WIDTH_PX,
  pathOf,
  readIfPresent,
  UPLOAD_ENCODINGS,
  type UploadedFile,
  variantFileName,
} from './upload-files.ts';

/** Makes a missing AVIF of an upload and answers its bytes; null when the upload does not exist. */
export type AvifBackfill = (avif: UploadedFile, log: FastifyBaseLogger) => Promise<Buffer | null>;

/**
 * Uploads stored before AVIF (docs/decisions/034-avif-uploads.md) have only their WebP files, yet
 * every page offers the AVIF. The first request for a missing one makes it from the upload's
 * largest WebP and writes it beside them; from then on it is a file like the others.
 */
export function createAvifBackfill(): AvifBackfill {
  // One encode at a time: a page of old uploads must not hold every libuv thread that other
  // requests' file reads wait for. Requests for the same file queue too, and find it made.
  let queue: Promise<unknown> = Promise.resolve();
  return async (avif, log) => {
    // An upload that does not exist takes no place in the queue.
    const webp = await readIfPresent(pathOf({ ...avif, format: 'webp' }));
    if (!webp) return null;
    const work = queue.then(() => backfill(avif, webp, log));
    queue = work.catch(() => undefined);
    return work;
  };
}

async function backfill(avif: UploadedFile, webp: Buffer, log: FastifyBaseLogger) {
  const file = pathOf(avif);
  // Made while this request waited its turn (by another request, or another instance).
  const made = await readIfPresent(file);
  if (made) return made;
  // The pixel size of the WebP of this width, so a srcset's width says the truth for both.
  const { width, height } = await sharp(webp).metadata();
  const largest = path.join(avif.folder, variantFileName(LARGEST_WIDTH_PX, 'webp'));
  const data = await UPLOAD_ENCODINGS.avif.encode(sharp(largest).resize(width, height)).toBuffer();
  await writeAtomically(file, data);
  log.info({ file }, 'made the missing AVIF of an upload');
  return data;
}

/** Written under a scratch name, then renamed: a reader finds the whole file or none. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  // A dot name: the route never serves it, and backups skip it.
  const scratch = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.partial`);
  try {
    await writeFile(scratch, data);
    await rename(scratch, file);
  } catch (error) {
    await rm(scratch, { force: true });
    throw error;
  }
}
