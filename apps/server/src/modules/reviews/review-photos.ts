import {
  PHOTO_UPLOAD_MESSAGES,
  REVIEW_MESSAGES,
  type ReviewPhotoUploadResult,
} from '@skins/shared';
import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import {
  type HeicDecoder,
  type ImageUploadRules,
  type MediaStorage,
  storeUploadedImage,
} from '../media/index.ts';
import { deliveredOrderOfToken, findReviewableLine } from '../orders/index.ts';
import { photoUrl } from './return-photos.ts';
import { readReviewToken } from './review-token.ts';
import { REVIEW_LINK_NOT_FOUND } from './reviews.service.ts';
import { reviewPhotos } from './reviews.tables.ts';

// POST /reviews/photos (API.md § Reviews from verified buyers, § Returns and replacements): a
// buyer's photo, through the product images' pipeline (re-encoded as WebP and AVIF, metadata
// stripped), HEIC included. A review link's token ties it to the line; the order's token, to
// the order (a return's photo).

/** Uploads one order takes in an hour, whichever of its links: five lines' photos and retries. */
export const PHOTOS_PER_ORDER_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

export const PHOTO_FIELD = 'file';
/** HEIC taken: its decoder (`heic`) is the app's, given with the upload. */
const PHOTO_RULES: Omit<ImageUploadRules, 'heic'> = {
  field: PHOTO_FIELD,
  unsupportedMessage: PHOTO_UPLOAD_MESSAGES.unsupported,
};

export const PHOTO_MESSAGES = {
  missing: 'Choose a photo to upload.',
  noToken: 'Send the review link’s token or the order’s token with the photo.',
  orderLinkNotFound:
    'This order link is not valid, or the order has not been delivered. Please use the link from your latest mail.',
  tooMany: `This order has had ${PHOTOS_PER_ORDER_PER_HOUR} photos uploaded in the last hour. Please try again later.`,
} as const;

/** Who a photo belongs to: its order, and the line whose review link uploaded it. */
interface PhotoOwner {
  orderId: string;
  orderItemId: string | null;
}

/** A review token is `{line id}.{expiry}.{signature}`; an order token has no dots. */
const isReviewTokenShaped = (token: string) => token.includes('.');

const MAX_TOKEN_LENGTH = 300;

async function ownerOf(
  db: Db,
  secret: string,
  { token, orderId }: { token: string | undefined; orderId: string | undefined },
): Promise<PhotoOwner> {
  if (!token || token.length > MAX_TOKEN_LENGTH) {
    const message = token ? REVIEW_MESSAGES.token : PHOTO_MESSAGES.noToken;
    throw new AppError(400, 'VALIDATION_FAILED', message, { fields: { token: message } });
  }
  let owner: PhotoOwner | null = null;
  if (isReviewTokenShaped(token)) {
    const orderItemId = readReviewToken(secret, token);
    const line = orderItemId ? await findReviewableLine(db, orderItemId) : null;
    if (!line) throw notFound(REVIEW_LINK_NOT_FOUND);
    owner = { orderId: line.orderId, orderItemId: line.orderItemId };
  } else {
    const id = await deliveredOrderOfToken(db, token);
    owner = id ? { orderId: id, orderItemId: null } : null;
  }
  // An order id beside the token must be the token's order.
  if (!owner || (orderId !== undefined && orderId !== owner.orderId)) {
    throw notFound(PHOTO_MESSAGES.orderLinkNotFound);
  }
  return owner;
}

/** At most PHOTOS_PER_ORDER_PER_HOUR uploads per order per hour, on every instance. */
async function checkOrderBudget(db: Db, orderId: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ uploads: count() })
    .from(reviewPhotos)
    .where(
      and(
        eq(reviewPhotos.orderId, orderId),
        gt(reviewPhotos.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((row?.uploads ?? 0) >= PHOTOS_PER_ORDER_PER_HOUR) {
    throw new AppError(429, 'RATE_LIMITED', PHOTO_MESSAGES.tooMany, {
      retryAfterSeconds: HOUR_MS / 1000,
    });
  }
}

export interface PhotoUploadDeps {
  db: Db;
  secret: string;
  storage: MediaStorage;
  /** Decodes HEIC photos off the server's thread (the app's one pool). */
  heic: HeicDecoder;
  log: FastifyBaseLogger;
}

export interface PhotoUpload {
  file: Buffer | null;
  /** The review link's token or the order's (the form field, else `X-Order-Token`). */
  token: string | undefined;
  /** Optional beside an order token: then it must be that token's order. */
  orderId: string | undefined;
}

/**
 * Checks the token first (a bad one costs no decoding), then the order's hourly budget, then
 * stores the photo and its row. The files are written before the row: a row that fails to be
 * written leaves files no row names, which the orphaned upload sweep removes after a day.
 */
export async function uploadPhoto(
  { db, secret, storage, heic, log }: PhotoUploadDeps,
  { file, token, orderId }: PhotoUpload,
  now = new Date(),
): Promise<ReviewPhotoUploadResult> {
  const owner = await ownerOf(db, secret, { token, orderId });
  if (!file) {
    throw new AppError(400, 'VALIDATION_FAILED', PHOTO_MESSAGES.missing, {
      fields: { [PHOTO_FIELD]: PHOTO_MESSAGES.missing },
    });
  }
  await checkOrderBudget(db, owner.orderId, now);
  const stored = await storeUploadedImage(file, storage, log, { ...PHOTO_RULES, heic });
  const storageKey = stored.url.slice(photoUrl('').length);
  const [row] = await db
    .insert(reviewPhotos)
    .values({ ...owner, storageKey })
    .returning({ id: reviewPhotos.id });
  if (!row) throw new Error('The new photo was not stored');
  return { photoId: row.id, url: photoUrl(storageKey) };
}
