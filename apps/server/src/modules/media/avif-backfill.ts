import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { MediaStorage } from './storage/media-storage.ts';
import { LARGEST_WIDTH_PX, nameOf, UPLOAD_ENCODINGS, type UploadedFile } from './upload-files.ts';

/** Makes a missing AVIF of an upload and answers its bytes; null when the upload does not exist. */
export type AvifBackfill = (avif: UploadedFile, log: FastifyBaseLogger) => Promise<Buffer | null>;

/**
 * Uploads stored before AVIF (docs/decisions/034-avif-uploads.md) have only their WebP files, yet
 * every page offers the AVIF. The first request for a missing one makes it from the upload's
 * largest WebP and stores it beside them; from then on it is a file like the others. Works on
 * either storage (decision 038): it only reads and writes files through `storage`.
 */
export function createAvifBackfill(storage: MediaStorage): AvifBackfill {
  // One encode at a time: a page of old uploads must not hold every libuv thread that other
  // requests' file reads wait for. Requests for the same file queue too, and find it made.
  let queue: Promise<unknown> = Promise.resolve();
  return async (avif, log) => {
    // An upload that does not exist takes no place in the queue.
    const webp = await storage.getFile(avif.id, nameOf({ ...avif, format: 'webp' }));
    if (!webp) return null;
    const work = queue.then(() => backfill(storage, avif, webp, log));
    queue = work.catch(() => undefined);
    return work;
  };
}

async function backfill(
  storage: MediaStorage,
  avif: UploadedFile,
  webp: Buffer,
  log: FastifyBaseLogger,
) {
  const name = nameOf(avif);
  // Made while this request waited its turn (by another request, or another instance).
  const made = await storage.getFile(avif.id, name);
  if (made) return made;
  // The pixel size of the WebP of this width, so a srcset's width says the truth for both.
  const { width, height } = await sharp(webp).metadata();
  const largest =
    avif.widthPx === LARGEST_WIDTH_PX
      ? webp
      : await storage.getFile(avif.id, nameOf({ widthPx: LARGEST_WIDTH_PX, format: 'webp' }));
  // The largest WebP went missing between the two reads (the upload was deleted): none.
  if (!largest) return null;
  const data = await UPLOAD_ENCODINGS.avif.encode(sharp(largest).resize(width, height)).toBuffer();
  await storage.putFile(avif.id, { name, contentType: UPLOAD_ENCODINGS.avif.contentType, data });
  log.info({ upload: avif.id, file: name }, 'made the missing AVIF of an upload');
  return data;
}
