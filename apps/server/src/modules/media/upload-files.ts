import {
  IMAGE_WIDTHS_PX,
  isUuid,
  UPLOAD_IMAGE_FORMATS,
  type UploadImageFormat,
} from '@skins/shared';
import type { Sharp } from 'sharp';

// The files an upload is stored as, `{id}/{width}.{format}` in the media storage: how each
// format is encoded and served (docs/decisions/011-product-writes-and-media.md, 034-avif-uploads.md
// and 038-media-storage.md).

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

/** One stored file of an upload: the upload's id, and which width and format it is. */
export interface UploadedFile {
  id: string;
  widthPx: number;
  format: UploadImageFormat;
}

/** The stored file behind `/media/uploads/{id}/{file}`, or null for any other name. */
export function uploadedFile(id: string, file: string): UploadedFile | null {
  // Only exact names reach the storage: no traversal, no scratch folders, no other files.
  // Lower-case only: the ids are randomUUID's, and file names and keys are case-sensitive.
  const variant = VARIANTS.get(file);
  if (!isUuid(id) || id !== id.toLowerCase() || !variant) return null;
  return { id, ...variant };
}

export const nameOf = ({ widthPx, format }: Pick<UploadedFile, 'widthPx' | 'format'>) =>
  variantFileName(widthPx, format);
