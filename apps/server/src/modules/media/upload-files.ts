import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_WIDTHS_PX,
  isUuid,
  UPLOAD_IMAGE_FORMATS,
  type UploadImageFormat,
} from '@skins/shared';
import type { Sharp } from 'sharp';

// The files an upload is stored as, `uploadsDir/{id}/{width}.{format}`: how each format is
// encoded and served (docs/decisions/011-product-writes-and-media.md and 034-avif-uploads.md).

interface UploadEncoding {
  contentType: string;
  encode: (image: Sharp) => Sharp;
}

export const UPLOAD_ENCODINGS: Record<UploadImageFormat, UploadEncoding> = {
  webp: { contentType: 'image/webp', encode: (image) => image.webp({ quality: 82 }) },
  // Quality 60 is as sharp as the WebP at 640 and 1280 px (SSIM) in a fifth to half fewer bytes;
  // effort 3 of 9 encodes in under half the time of sharp's default 4 (decision 034).
  avif: { contentType: 'image/avif', encode: (image) => image.avif({ quality: 60, effort: 3 }) },
};

/** The widest stored width: the best pixels of an upload, in whichever format. */
export const LARGEST_WIDTH_PX = Math.max(...IMAGE_WIDTHS_PX);

export const variantFileName = (widthPx: number, format: UploadImageFormat) =>
  `${widthPx}.${format}`;

const VARIANTS = new Map(
  IMAGE_WIDTHS_PX.flatMap((widthPx) =>
    UPLOAD_IMAGE_FORMATS.map(
      (format) => [variantFileName(widthPx, format), { widthPx, format }] as const,
    ),
  ),
);

/** One stored file of an upload: its folder, and which width and format it is. */
export interface UploadedFile {
  folder: string;
  widthPx: number;
  format: UploadImageFormat;
}

/** The stored file behind `/media/uploads/{id}/{file}`, or null for any other name. */
export function uploadedFile(uploadsDir: string, id: string, file: string): UploadedFile | null {
  // Only exact names reach the disk: no traversal, no scratch folders, no other files.
  // Lower-case only: the folders are randomUUID's, and file names are case-sensitive.
  const variant = VARIANTS.get(file);
  if (!isUuid(id) || id !== id.toLowerCase() || !variant) return null;
  return { folder: path.join(uploadsDir, id), ...variant };
}

export const pathOf = ({ folder, widthPx, format }: UploadedFile) =>
  path.join(folder, variantFileName(widthPx, format));

/** A file's bytes, or null when there is no such file. */
export async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
