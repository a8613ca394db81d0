import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MediaUploadResultSchema, ProductSchema } from '@skins/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLoggedApp } from '../../testing/logged-app.ts';
import { LocalMediaStorage } from './storage/local-media-storage.ts';
import {
  ADMIN,
  authenticateAdmin,
  multipart,
  picture,
  STORED_FILES,
  uploadTestApp,
} from './upload.fixtures.ts';
import { mediaUploadRoutes } from './upload.routes.ts';

// Refused files are in upload.refused.test.ts.
const { app, uploadsDir, upload, uploadedIds } = await uploadTestApp();

describe('POST /api/media: who may upload', () => {
  it('answers 401 without a valid admin token and 403 for another role, storing nothing', async () => {
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    for (const [headers, status, code] of [
      [{}, 401, 'UNAUTHENTICATED'],
      [{ authorization: 'Bearer nope' }, 401, 'UNAUTHENTICATED'],
      [{ authorization: 'Bearer test-customer' }, 403, 'FORBIDDEN'],
    ] as const) {
      const response = await upload(jpeg, headers);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code });
    }
    expect(await uploadedIds()).toEqual([]);
  });
});

describe('POST /api/media: good images', () => {
  it('stores a JPEG as WebP and AVIF at 320, 640 and 1280 and serves each file', async () => {
    const jpeg = await picture(1600, 1200).jpeg().toBuffer();
    const response = await upload(jpeg);
    expect(response.statusCode).toBe(201);
    const result = MediaUploadResultSchema.parse(response.json());
    const id = result.url.split('/')[3];
    expect(result).toEqual({
      url: `/media/uploads/${id}/1280.webp`,
      urls: {
        '320': `/media/uploads/${id}/320.webp`,
        '640': `/media/uploads/${id}/640.webp`,
        '1280': `/media/uploads/${id}/1280.webp`,
      },
      width: 1280,
      height: 960,
    });
    expect((await readdir(path.join(uploadsDir, id ?? ''))).sort()).toEqual(STORED_FILES);
    const formats = [
      ['webp', 'image/webp', 'webp'],
      // sharp reads AVIF as HEIF with AV1 inside.
      ['avif', 'image/avif', 'heif'],
    ] as const;
    for (const [widthPx, webpUrl] of Object.entries(result.urls)) {
      for (const [extension, contentType, sharpFormat] of formats) {
        const url = webpUrl.replace(/webp$/, extension);
        // No unlock cookie: media stay open while the gate is on, like the artwork.
        const served = await app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type'], url).toBe(contentType);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format, url).toBe(sharpFormat);
        expect(metadata.width, url).toBe(Number(widthPx));
        expect(metadata.height, url).toBe((Number(widthPx) * 3) / 4);
      }
    }
  });

  it('never enlarges: a 500 px square stays 500 px at the two larger widths', async () => {
    const png = await picture(500, 500).png().toBuffer();
    const response = await upload(png);
    expect(response.statusCode).toBe(201);
    const result = MediaUploadResultSchema.parse(response.json());
    expect(result).toMatchObject({ width: 500, height: 500 });
    const sizes = await Promise.all(
      Object.values(result.urls).map(async (url) => {
        const { rawPayload } = await app.inject({ method: 'GET', url });
        const { width, height } = await sharp(rawPayload).metadata();
        return [width, height];
      }),
    );
    expect(sizes).toEqual([
      [320, 320],
      [500, 500],
      [500, 500],
    ]);
  });

  it('accepts WebP and AVIF too, and fits tall images inside the square', async () => {
    const webp = await picture(600, 900).webp().toBuffer();
    const avif = await picture(900, 600).avif().toBuffer();
    const tall = await upload(webp);
    expect(tall.statusCode).toBe(201);
    expect(tall.json()).toMatchObject({ width: 600, height: 900 });
    const wide = await upload(avif);
    expect(wide.statusCode).toBe(201);
    expect(wide.json()).toMatchObject({ width: 900, height: 600 });
  });

  it('turns the picture as its EXIF orientation says, then drops EXIF, GPS and all', async () => {
    // Stored 800 × 500 on its side; orientation 6 means "rotate 90° to view".
    const jpeg = await picture(800, 500)
      .withExif({ IFD0: { Copyright: 'secret-serial-1234' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, exif: expect.anything() });
    expect(jpeg.includes('secret-serial-1234')).toBe(true);
    const response = await upload(jpeg);
    expect(response.statusCode).toBe(201);
    const result = MediaUploadResultSchema.parse(response.json());
    expect(result).toMatchObject({ width: 500, height: 800 });
    const { rawPayload } = await app.inject({ method: 'GET', url: result.url });
    const metadata = await sharp(rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(rawPayload.includes('secret-serial-1234')).toBe(false);
  });

  it('gives a product made with the upload the 320 px image as its thumbnail', async () => {
    const result = MediaUploadResultSchema.parse(
      (await upload(await picture(1000, 1000).jpeg().toBuffer())).json(),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: ADMIN,
      payload: {
        name: 'Uploaded Sunset',
        description: 'From a photo.',
        price: 499,
        images: [result.url],
        category: 'laptop-skins',
        productType: 'macbook',
        tags: [],
        compatibility: [{ brand: 'Apple', models: ['MacBook Air 13'] }],
      },
    });
    expect(response.statusCode).toBe(201);
    const product = ProductSchema.parse(response.json());
    expect(product.images).toEqual([result.url]);
    expect(product.thumbnail).toBe(result.urls['320']);
  });
});

describe('GET /media/uploads/{id}/{width}.{webp|avif}', () => {
  it('answers 404 for unknown ids, other file names and paths that try to leave the folder', async () => {
    const result = MediaUploadResultSchema.parse(
      (await upload(await picture(700, 700).jpeg().toBuffer())).json(),
    );
    const id = result.url.split('/')[3] ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await app.inject({ method: 'GET', url: `/media/uploads/${id}/320.webp` })).statusCode,
    ).toBe(200);
    for (const url of [
      '/media/uploads/00000000-0000-4000-8000-000000000000/320.webp',
      '/media/uploads/00000000-0000-4000-8000-000000000000/320.avif',
      `/media/uploads/${id}/999.webp`,
      `/media/uploads/${id}/999.avif`,
      `/media/uploads/${id}/320.png`,
      `/media/uploads/${id}/320.AVIF`,
      `/media/uploads/${id.toUpperCase()}/320.webp`,
      `/media/uploads/..%2F..%2F..%2Fetc/passwd`,
      `/media/uploads/${id}/..%2F..%2Fapp-secret`,
      `/media/uploads/.${id}.partial/320.webp`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('the audit trail of uploads', () => {
  it('logs which admin uploaded which image, and nothing for a refused file', async () => {
    const { app: logged, lines } = createLoggedApp({ authenticateAdmin });
    await logged.register(mediaUploadRoutes, {
      prefix: '/api/media',
      storage: new LocalMediaStorage(uploadsDir),
    });
    const send = async (data: Buffer | string) => {
      const form = multipart([{ name: 'image', filename: 'a.png', data }]);
      return logged.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...ADMIN, ...form.headers },
        payload: form.payload,
      });
    };
    const stored = await send(await picture(640, 480).png().toBuffer());
    expect(stored.statusCode).toBe(201);
    expect((await send('not an image')).statusCode).toBe(415);
    await logged.close();

    const audit = lines.filter((line) => line.action === 'media.upload');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin: 'admin@example.in', url: stored.json().url });
  });
});
