import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  PHOTO_UPLOAD_MESSAGES,
  REVIEW_PHOTO_MAX_BYTES,
  ReviewPhotoUploadResultSchema,
} from '@skins/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, type OrderOverrides } from '../../testing/factories.ts';
import { CRASH_MARK, HANG_MARK, HEIC_WORKER_DOUBLE_URL } from '../../testing/heic-worker-double.ts';
import { HeicDecoder } from '../media/heic-decoder.ts';
import { multipart, picture } from '../media/upload.fixtures.ts';
import { UPLOAD_MESSAGES } from '../media/upload.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { PHOTO_MESSAGES, PHOTOS_PER_ORDER_PER_HOUR } from './review-photos.ts';
import { createReviewToken } from './review-token.ts';
import { reviewPhotos } from './reviews.tables.ts';

// POST /api/reviews/photos (API.md § Reviews from verified buyers, § Returns and replacements).

const SECRET = 'review-photos-test-secret-of-32-characters';
/**
 * One decoding thread, one photo waiting: the real decoding, in a worker that crashes or hangs
 * on a file ending in its mark (testing/heic-worker-double.ts).
 */
const heicDecoder = new HeicDecoder({
  workerUrl: HEIC_WORKER_DOUBLE_URL,
  workers: 1,
  maxWaiting: 1,
  timeoutMs: 500,
});
const { app, database } = await buildTestApp(
  { APP_SECRET: SECRET, RATE_LIMIT_REVIEW_PHOTO_PER_MINUTE: '100000' },
  { heicDecoder },
);
const { db } = database;

/**
 * A 640 × 480 iPhone-style HEIC (HEVC) with an EXIF block naming a camera ("SkinsTestCam"), a
 * serial ("secret-serial-1234") and a place (GPS 12°58′N 77°35′E): made with libheif's heif-enc
 * from a JPEG carrying that EXIF.
 */
const HEIC = await readFile(new URL('./review-photo.fixture.heic', import.meta.url));

/** A delivered order (or `overrides`' status), its first line, its token and the line's link. */
async function orderWithLine(overrides: OrderOverrides = {}) {
  const product = await createProduct(db);
  const { order, token } = await createOrder(db, {
    status: 'Delivered',
    lines: [{ product }],
    ...overrides,
  });
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  if (!line) throw new Error('no line');
  return { order, line, orderToken: token, reviewToken: createReviewToken(SECRET, line.id) };
}

interface Upload {
  file?: Buffer | string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  fileField?: string;
}

function upload({ file, fields = {}, headers = {}, fileField = 'file' }: Upload) {
  const parts = [
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    ...(file === undefined
      ? []
      : [{ name: fileField, filename: 'IMG_0042.HEIC', contentType: 'image/heic', data: file }]),
  ];
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/reviews/photos',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A JPEG that says where it was taken (EXIF GPS) and with which camera. */
const gpsJpeg = () =>
  picture(800, 600)
    .withExif({
      IFD0: { Make: 'SkinsTestCam', Copyright: 'secret-serial-1234' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    })
    .jpeg()
    .toBuffer();

async function served(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

const photoRows = (orderId: string) =>
  db.select().from(reviewPhotos).where(eq(reviewPhotos.orderId, orderId));

describe('POST /api/reviews/photos', () => {
  it('stores a review link’s photo for its line, re-encoded without EXIF or GPS', async () => {
    const { order, line, reviewToken } = await orderWithLine();
    const jpeg = await gpsJpeg();
    expect(jpeg.includes('secret-serial-1234')).toBe(true);
    const response = await upload({ fields: { token: reviewToken }, file: jpeg });
    expect(response.statusCode).toBe(201);
    const { photoId, url } = ReviewPhotoUploadResultSchema.parse(response.json());
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\/1280\.webp$/);
    const webp = await served(url);
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(webp.includes('secret-serial-1234')).toBe(false);
    expect((await sharp(await served(url.replace('.webp', '.avif'))).metadata()).format).toBe(
      'heif',
    );
    expect(await photoRows(order.id)).toMatchObject([
      { id: photoId, orderItemId: line.id, reviewId: null, claimedAt: null },
    ]);
  });

  it('takes an iPhone’s HEIC photo: decoded, stored as WebP and AVIF, its EXIF and GPS gone', async () => {
    const { reviewToken } = await orderWithLine();
    const original = await sharp(HEIC).metadata();
    expect(original).toMatchObject({
      format: 'heif',
      compression: 'hevc',
      exif: expect.anything(),
    });
    expect(HEIC.includes('secret-serial-1234')).toBe(true);
    const response = await upload({ fields: { token: reviewToken }, file: HEIC });
    expect(response.statusCode).toBe(201);
    const webp = await served(ReviewPhotoUploadResultSchema.parse(response.json()).url);
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();
    expect(webp.includes('SkinsTestCam')).toBe(false);
    // The pixels came through: the fixture's left edge is dark, its right edge red.
    const { data } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(60);
  });

  it('takes a return’s photo with the order’s token, in the form or the X-Order-Token header', async () => {
    const { order, orderToken } = await orderWithLine();
    const png = await picture(500, 500).png().toBuffer();
    const inForm = await upload({ fields: { token: orderToken, orderId: order.id }, file: png });
    expect(inForm.statusCode).toBe(201);
    const inHeader = await upload({ headers: { 'x-order-token': orderToken }, file: png });
    expect(inHeader.statusCode).toBe(201);
    const rows = await photoRows(order.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.orderItemId === null)).toBe(true);
  });

  it('refuses a bad, forged or foreign token with 404 and a malformed or missing one with 400', async () => {
    const { order, reviewToken, orderToken } = await orderWithLine();
    const notDelivered = await orderWithLine({ status: 'Shipped' });
    const other = await orderWithLine();
    const png = await picture(500, 500).png().toBuffer();
    const forged = `${reviewToken.slice(0, -2)}${reviewToken.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [label, fields] of [
      ['forged review link', { token: forged }],
      ['unknown order token', { token: 'x'.repeat(43) }],
      ['an order not delivered', { token: notDelivered.orderToken }],
      ['another order’s id', { token: orderToken, orderId: other.order.id }],
      ['a line’s link of a shipped order', { token: notDelivered.reviewToken }],
    ] as const) {
      const response = await upload({ fields, file: png });
      expect(response.statusCode, label).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const malformed: Record<string, string>[] = [{}, { token: `${reviewToken}${'x'.repeat(300)}` }];
    for (const fields of malformed) {
      const response = await upload({ fields, file: png });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await photoRows(order.id)).toEqual([]);
  });

  it('refuses other types with 415, over 8 MB with 413, and no file or no multipart with 400/415', async () => {
    const { order, reviewToken: token } = await orderWithLine();
    const cases: [string, Upload, number, string | undefined][] = [
      [
        'a GIF',
        { file: await picture(500, 500).gif().toBuffer() },
        415,
        PHOTO_UPLOAD_MESSAGES.unsupported,
      ],
      ['text named .HEIC', { file: 'not a photo at all' }, 415, PHOTO_UPLOAD_MESSAGES.unsupported],
      [
        '8 MB and a byte',
        { file: Buffer.alloc(REVIEW_PHOTO_MAX_BYTES + 1, 1) },
        413,
        PHOTO_UPLOAD_MESSAGES.tooLarge,
      ],
      ['no file', {}, 400, PHOTO_MESSAGES.missing],
      ['the file in another field', { file: HEIC, fileField: 'image' }, 400, undefined],
    ];
    for (const [label, input, status, message] of cases) {
      const response = await upload({ ...input, fields: { token } });
      expect(response.statusCode, label).toBe(status);
      if (message) {
        expect(response.json(), label).toMatchObject({
          message,
          details: { fields: { file: message } },
        });
      }
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/reviews/photos',
      payload: { token, file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await photoRows(order.id)).toEqual([]);
  });

  it(`takes at most ${PHOTOS_PER_ORDER_PER_HOUR} photos per order in an hour, whichever link`, async () => {
    const { order, line, orderToken, reviewToken } = await orderWithLine();
    const earlier = new Date(Date.now() - 61 * 60_000);
    await db.insert(reviewPhotos).values([
      // An hour and a minute ago: no longer counted.
      { orderId: order.id, storageKey: `${randomUUID()}/1280.webp`, createdAt: earlier },
      ...Array.from({ length: PHOTOS_PER_ORDER_PER_HOUR - 1 }, () => ({
        orderId: order.id,
        orderItemId: line.id,
        storageKey: `${randomUUID()}/1280.webp`,
      })),
    ]);
    const png = await picture(500, 500).png().toBuffer();
    expect((await upload({ fields: { token: orderToken }, file: png })).statusCode).toBe(201);
    const refused = await upload({ fields: { token: reviewToken }, file: png });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: PHOTO_MESSAGES.tooMany });
  });
});

describe('POST /api/reviews/photos: HEIC decoding off the server’s thread', () => {
  const unreadable = {
    message: UPLOAD_MESSAGES.unreadable,
    details: { fields: { file: UPLOAD_MESSAGES.unreadable } },
  };
  const marked = (mark: string) => Buffer.concat([HEIC, Buffer.from(mark)]);

  it('refuses a damaged HEIC with 400 and one without its header with 415, never 500', async () => {
    const { order, reviewToken: token } = await orderWithLine();
    const mdat = HEIC.indexOf('mdat');
    const damaged = Buffer.from(HEIC).fill(0, mdat + 4, mdat + 40);
    const response = await upload({ fields: { token }, file: damaged });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(unreadable);
    const headless = await upload({ fields: { token }, file: HEIC.subarray(0, 64) });
    expect(headless.statusCode).toBe(415);
    expect(headless.json()).toMatchObject({ message: PHOTO_UPLOAD_MESSAGES.unsupported });
    expect(await photoRows(order.id)).toEqual([]);
  });

  it('survives a photo that crashes its worker: 400 for it, the next decoded on a new worker', async () => {
    const { order, reviewToken: token } = await orderWithLine();
    const crashing = await upload({ fields: { token }, file: marked(CRASH_MARK) });
    expect(crashing.statusCode).toBe(400);
    expect(crashing.json()).toMatchObject(unreadable);
    expect((await upload({ fields: { token }, file: HEIC })).statusCode).toBe(201);
    expect(await photoRows(order.id)).toHaveLength(1);
  });

  it('answers 503 with Retry-After when the decoder’s queue is full, and a stuck decode 400', async () => {
    const { order, reviewToken: token } = await orderWithLine();
    const held = [marked(HANG_MARK), marked(HANG_MARK)].map((file) =>
      upload({ fields: { token }, file }),
    );
    await vi.waitFor(() => expect(heicDecoder.stats()).toMatchObject({ decoding: 1, waiting: 1 }));
    const refused = await upload({ fields: { token }, file: HEIC });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ code: 'OVERLOADED', message: UPLOAD_MESSAGES.busy });
    // Each held photo runs out its time (500 ms here) and is refused as unreadable.
    for (const answer of await Promise.all(held)) expect(answer.statusCode).toBe(400);
    expect((await upload({ fields: { token }, file: HEIC })).statusCode).toBe(201);
    expect(await photoRows(order.id)).toHaveLength(1);
  });
});
