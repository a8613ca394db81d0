import { randomUUID } from 'node:crypto';
import {
  IMAGE_WIDTHS_PX,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_UPLOAD_BYTES,
  type MediaUploadResult,
  MIN_IMAGE_SIDE_PX,
  UPLOAD_IMAGE_FORMATS,
  type UploadImageFormat,
} from '@skins/shared';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../../plugins/app-error.ts';
import { isHeic, type RawImage } from './heic.ts';
import {
  HEIC_BUSY_RETRY_AFTER_S,
  HeicDecodeError,
  type HeicDecoder,
  HeicDecoderBusyError,
} from './heic-decoder.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import { LARGEST_WIDTH_PX, UPLOAD_ENCODINGS, variantFileName } from './upload-files.ts';

// Product images uploaded by an admin (POST /api/media): judged by their bytes, never by their
// name or declared type, re-encoded as WebP and AVIF without metadata, stored in the media
// storage (DATA_DIR/media or a bucket, docs/decisions/038-media-storage.md).

const UPLOADS_URL_PREFIX = '/media/uploads/';
const MEGABYTES = MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024);

export const UPLOAD_MESSAGES = {
  missing: 'Choose an image to upload.',
  empty: 'The file is empty.',
  tooLarge: `The image is larger than ${MEGABYTES} MB.`,
  unsupported: 'This file is not a JPEG, PNG, WebP or AVIF image.',
  unreadable: 'This image could not be read; it may be damaged.',
  tooSmall: `The image is too small: each side needs at least ${MIN_IMAGE_SIDE_PX} pixels.`,
  tooManyPixels: `The image has too many pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
  busy: 'The shop is busy reading other photos. Please try again in a few seconds.',
} as const;

/**
 * What an upload route takes: the form field its file comes in (a refusal names it), the
 * decoder of HEIC photos where they are taken (null where they are refused: sharp's libvips
 * reads no HEVC), and the refusal of any other format. Product images: the `image` field, no HEIC.
 */
export interface ImageUploadRules {
  field: string;
  heic: HeicDecoder | null;
  unsupportedMessage: string;
}

const PRODUCT_IMAGE_RULES: ImageUploadRules = {
  field: 'image',
  heic: null,
  unsupportedMessage: UPLOAD_MESSAGES.unsupported,
};

/** A refusal of the uploaded file, shown beside the form's `field` (`image` by default). */
export function imageError(
  statusCode: 400 | 413 | 415,
  message: string,
  field = PRODUCT_IMAGE_RULES.field,
): AppError {
  const code =
    statusCode === 413
      ? 'PAYLOAD_TOO_LARGE'
      : statusCode === 415
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : 'VALIDATION_FAILED';
  return new AppError(statusCode, code, message, { fields: { [field]: message } });
}

/**
 * The media storage did not answer (a bucket that is down or refuses the keys): 503, with the
 * storage's own error kept as the cause for the log.
 */
export function storageUnavailable(cause: unknown): AppError {
  const error = new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    'The image storage is not answering. Please try again shortly.',
  );
  error.cause = cause;
  return error;
}

/** What the bytes are, from their content: sharp reads the header, not the file name. */
async function inspect(bytes: Buffer, log: FastifyBaseLogger, rules: ImageUploadRules) {
  try {
    // Only the header is read here, so no pixel limit yet: a file claiming too many pixels gets
    // its own answer below, and decoding (encodeVariants) enforces the limit again.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    log.info({ err: error }, 'upload is not an image sharp can read');
    throw imageError(415, rules.unsupportedMessage, rules.field);
  }
}

function isAcceptedFormat(metadata: Metadata, { heic }: ImageUploadRules): boolean {
  const { format, compression } = metadata;
  if (format === 'jpeg' || format === 'png' || format === 'webp') return true;
  // AVIF is HEIF with AV1 inside. HEIC (HEVC) only where the route takes phone photos: browsers
  // cannot show it, so it is decoded here and stored as WebP and AVIF like any other.
  return format === 'heif' && (compression === 'av1' || (heic !== null && isHeic(metadata)));
}

/** The pixels to encode: the file itself, or a HEIC photo decoded to RGBA. */
type Source = { bytes: Buffer } | { raw: RawImage };

function open(source: Source): Sharp {
  if ('bytes' in source) return sharp(source.bytes, { limitInputPixels: MAX_IMAGE_PIXELS });
  const { data, width, height } = source.raw;
  return sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_IMAGE_PIXELS });
}

interface Variant {
  widthPx: number;
  format: UploadImageFormat;
  data: Buffer;
  info: OutputInfo;
}

async function encodeVariant(source: Source, widthPx: number, format: UploadImageFormat) {
  const image = open(source)
    // Turn the pixels as the camera's EXIF says, before the metadata is dropped.
    .autoOrient()
    .resize({ width: widthPx, height: widthPx, fit: 'inside', withoutEnlargement: true });
  // No keepMetadata(): EXIF (GPS, camera serials), XMP and ICC are stripped; sRGB out.
  const { data, info } = await UPLOAD_ENCODINGS[format]
    .encode(image)
    .toBuffer({ resolveWithObject: true });
  return { widthPx, format, data, info };
}

/**
 * A HEIC photo's pixels, from a worker thread (turned as the file says; its EXIF stays behind).
 * A full queue is 503 with `Retry-After`; a file that fails, crashes or outlasts its worker is
 * unreadable, as any image that does not decode.
 */
async function decodeHeic(bytes: Buffer, heic: HeicDecoder, log: FastifyBaseLogger, field: string) {
  try {
    return await heic.decode(bytes);
  } catch (error) {
    if (error instanceof HeicDecoderBusyError) {
      log.warn({ err: error }, 'HEIC upload refused: the decoder is busy');
      const busy = new AppError(503, 'OVERLOADED', UPLOAD_MESSAGES.busy, {
        retryAfterSeconds: HEIC_BUSY_RETRY_AFTER_S,
      });
      busy.cause = error;
      throw busy;
    }
    // A damaged file is the uploader's; a crash or a timeout may be the decoder's: worth a look.
    const isDamaged = error instanceof HeicDecodeError && error.reason === 'damaged';
    log[isDamaged ? 'info' : 'warn']({ err: error }, 'HEIC upload could not be decoded');
    throw imageError(400, UPLOAD_MESSAGES.unreadable, field);
  }
}

async function encodeVariants(
  bytes: Buffer,
  metadata: Metadata,
  { field, heic }: ImageUploadRules,
  log: FastifyBaseLogger,
): Promise<Variant[]> {
  const source: Source =
    heic && isHeic(metadata) ? { raw: await decodeHeic(bytes, heic, log, field) } : { bytes };
  try {
    return await Promise.all(
      IMAGE_WIDTHS_PX.flatMap((widthPx) =>
        UPLOAD_IMAGE_FORMATS.map((format) => encodeVariant(source, widthPx, format)),
      ),
    );
  } catch (error) {
    log.info({ err: error }, 'upload could not be decoded');
    throw imageError(400, UPLOAD_MESSAGES.unreadable, field);
  }
}

/**
 * Checks an uploaded file and stores it as WebP and AVIF at every width of IMAGE_WIDTHS_PX
 * (fitting a square of that size, never enlarged), as `{id}/{width}.{format}` in `storage`. The
 * files appear together or not at all (MediaStorage.putUpload).
 */
export async function storeUploadedImage(
  bytes: Buffer,
  storage: MediaStorage,
  log: FastifyBaseLogger,
  rules: ImageUploadRules = PRODUCT_IMAGE_RULES,
): Promise<MediaUploadResult & { id: string }> {
  const { field } = rules;
  if (bytes.length === 0) throw imageError(400, UPLOAD_MESSAGES.empty, field);
  const metadata = await inspect(bytes, log, rules);
  if (!isAcceptedFormat(metadata, rules)) throw imageError(415, rules.unsupportedMessage, field);
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw imageError(400, UPLOAD_MESSAGES.tooManyPixels, field);
  }
  if (Math.min(width, height) < MIN_IMAGE_SIDE_PX) {
    throw imageError(400, UPLOAD_MESSAGES.tooSmall, field);
  }

  const variants = await encodeVariants(bytes, metadata, rules, log);
  const id = randomUUID();
  const files = variants.map((v) => ({
    name: variantFileName(v.widthPx, v.format),
    contentType: UPLOAD_ENCODINGS[v.format].contentType,
    data: v.data,
  }));
  await storage.putUpload(id, files).catch((error: unknown) => {
    throw storageUnavailable(error);
  });

  // Products keep the WebP URLs: every browser reads WebP; pages offer the AVIF beside it.
  const urlOf = (widthPx: number) =>
    `${UPLOADS_URL_PREFIX}${id}/${variantFileName(widthPx, 'webp')}`;
  const largest = variants.find((v) => v.widthPx === LARGEST_WIDTH_PX && v.format === 'webp');
  if (!largest) throw new RangeError('IMAGE_WIDTHS_PX is empty');
  return {
    id,
    url: urlOf(largest.widthPx),
    urls: { '320': urlOf(320), '640': urlOf(640), '1280': urlOf(1280) },
    width: largest.info.width,
    height: largest.info.height,
  };
}
