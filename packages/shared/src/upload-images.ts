import { IMAGE_WIDTHS_PX } from './constants.ts';

/**
 * The formats every upload is stored in, at every width of IMAGE_WIDTHS_PX:
 * `/media/uploads/{id}/{width}.{format}`. A product keeps the WebP URL (every browser reads it);
 * pages offer the AVIF beside it first (docs/decisions/034-avif-uploads.md).
 */
export const UPLOAD_IMAGE_FORMATS = ['webp', 'avif'] as const;
export type UploadImageFormat = (typeof UPLOAD_IMAGE_FORMATS)[number];

// The folder of an upload's stored WebP; whatever comes before `/media` (a host) is kept.
const UPLOAD_WEBP_URL = /^(.*\/media\/uploads\/[0-9a-f-]+\/)(\d+)\.webp$/;

/** The same upload at the same width in `format`, or undefined when `url` is not an upload. */
export function uploadUrlAs(url: string, format: UploadImageFormat): string | undefined {
  const match = UPLOAD_WEBP_URL.exec(url);
  return match ? `${match[1]}${match[2]}.${format}` : undefined;
}

/**
 * A srcset over the upload's stored widths in `format`, or undefined when `url` is not an
 * upload (artwork is one SVG for every density).
 */
export function uploadSrcSet(url: string, format: UploadImageFormat): string | undefined {
  const folder = UPLOAD_WEBP_URL.exec(url)?.[1];
  if (folder === undefined) return undefined;
  return IMAGE_WIDTHS_PX.map((width) => `${folder}${width}.${format} ${width}w`).join(', ');
}

/**
 * The upload id inside an image URL, as a POSIX regular expression with one group: what the
 * server's orphan sweep asks the database for (SQL `substring(url from …)`), whatever host or
 * width the URL has.
 */
export const UPLOAD_ID_IN_URL_PATTERN = '/media/uploads/([0-9a-f-]{36})/';
