import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MediaUploadResultSchema } from '@skins/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/build-test-app.ts';
import { startTestS3 } from '../../testing/test-s3.ts';
import { picture, STORED_FILES, uploadTestApp } from './upload.fixtures.ts';

// Uploads in an S3-compatible bucket (docs/decisions/038-media-storage.md), on a real server
// (s3rver): what instance A stores, instances B and C serve.

const s3 = await startTestS3();
const first = await uploadTestApp(s3.env);

/** Another instance of the shop: its own DATA_DIR, the same database and bucket. */
async function anotherInstance(env: Record<string, string> = s3.env) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skins-instance-'));
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, ...env }),
    database: first.database,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return app;
}
const second = await anotherInstance();
const third = await anotherInstance();

async function uploadOnFirst(width = 1200, height = 900) {
  const response = await first.upload(await picture(width, height).jpeg().toBuffer());
  expect(response.statusCode).toBe(201);
  const result = MediaUploadResultSchema.parse(response.json());
  return { ...result, id: result.url.split('/')[3] ?? '' };
}

describe('uploads stored in S3', () => {
  it('are stored in the bucket, not on the instance that took them', async () => {
    const { id } = await uploadOnFirst();
    expect(await first.uploadedIds()).toEqual([]);
    const files = await Promise.all(STORED_FILES.map((name) => first.storage.getFile(id, name)));
    expect(files.every((data) => data !== null && data.length > 0)).toBe(true);
  });

  it('are served by every other instance on the bucket, each file cached for a year', async () => {
    const { id, urls } = await uploadOnFirst(1600, 1200);
    for (const app of [second, third]) {
      for (const [widthPx, webpUrl] of Object.entries(urls)) {
        for (const [extension, contentType] of [
          ['webp', 'image/webp'],
          ['avif', 'image/avif'],
        ] as const) {
          const url = webpUrl.replace(/webp$/, extension);
          const served = await app.inject({ method: 'GET', url });
          expect(served.statusCode, url).toBe(200);
          expect(served.headers['content-type'], url).toBe(contentType);
          expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(served.headers.etag).toMatch(/^"[\w-]{27}"$/);
          const stored = await first.storage.getFile(id, `${widthPx}.${extension}`);
          expect(stored && served.rawPayload.equals(stored), url).toBe(true);
          const { width } = await sharp(served.rawPayload).metadata();
          expect(width).toBe(Number(widthPx));
        }
      }
    }
  });

  it('answer the same ETag everywhere, and 304 to a client holding that copy', async () => {
    const { url } = await uploadOnFirst();
    const tags = await Promise.all(
      [first.app, second, third].map(
        async (app) => (await app.inject({ method: 'GET', url })).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(1);
    const etag = String(tags[0]);
    const again = await second.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.rawPayload).toHaveLength(0);
    const changed = await second.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': '"x"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('answer 404 for an upload or a file the bucket does not have', async () => {
    const { id } = await uploadOnFirst();
    await first.storage.deleteUpload(id);
    for (const url of [
      `/media/uploads/${id}/320.webp`,
      `/media/uploads/${id}/320.avif`,
      '/media/uploads/00000000-0000-4000-8000-000000000000/640.webp',
      `/media/uploads/${id}/999.webp`,
      `/media/uploads/..%2F..%2Fetc/passwd`,
    ]) {
      const response = await second.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'No such image', code: 'NOT_FOUND' });
    }
  });

  it('get a missing AVIF made from the WebP, stored in the bucket for every instance', async () => {
    const { id, urls } = await uploadOnFirst(1601, 1199);
    // The upload as stored before AVIF: its WebP files only.
    const webpFiles = await Promise.all(
      Object.keys(urls).map(async (widthPx) => ({
        name: `${widthPx}.webp`,
        contentType: 'image/webp',
        data: (await first.storage.getFile(id, `${widthPx}.webp`)) ?? Buffer.alloc(0),
      })),
    );
    await first.storage.deleteUpload(id);
    await first.storage.putUpload(id, webpFiles);
    expect(await first.storage.getFile(id, '640.avif')).toBeNull();

    for (const [widthPx, webpUrl] of Object.entries(urls)) {
      const url = webpUrl.replace(/webp$/, 'avif');
      const made = await second.inject({ method: 'GET', url });
      expect(made.statusCode, url).toBe(200);
      expect(made.headers['content-type']).toBe('image/avif');
      const avif = await sharp(made.rawPayload).metadata();
      const webp = await sharp(
        webpFiles.find((f) => f.name === `${widthPx}.webp`)?.data,
      ).metadata();
      expect(avif.format).toBe('heif');
      expect([avif.width, avif.height], url).toEqual([webp.width, webp.height]);
      // In the bucket now: another instance reads it, and makes nothing.
      const stored = await first.storage.getFile(id, `${widthPx}.avif`);
      expect(stored && made.rawPayload.equals(stored), url).toBe(true);
      const elsewhere = await third.inject({ method: 'GET', url });
      expect(elsewhere.rawPayload.equals(made.rawPayload), url).toBe(true);
    }
  });
});

describe('a bucket that stops answering', () => {
  it('makes uploads and image requests 503, saying the image storage is not answering', async () => {
    const flaky = await startTestS3();
    const shop = await uploadTestApp(flaky.env);
    const response = await shop.upload(await picture(800, 800).jpeg().toBuffer());
    const { url } = MediaUploadResultSchema.parse(response.json());
    await flaky.stop();

    const unavailable = {
      code: 'SERVICE_UNAVAILABLE',
      message: 'The image storage is not answering. Please try again shortly.',
    };
    const image = await shop.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(503);
    expect(image.json()).toEqual(unavailable);
    expect(image.headers['cache-control']).toBeUndefined();
    const refused = await shop.upload(await picture(800, 800).jpeg().toBuffer());
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(unavailable);
  });
});

describe('GET /api/ready with S3 media', () => {
  const ready = (app: typeof second) => app.inject({ method: 'GET', url: '/api/ready' });

  it('is ready when the bucket answers', async () => {
    const response = await ready(second);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ checks: { database: 'ok', storage: 'ok' } });
  });

  it('is not ready, naming storage, when the bucket does not exist', async () => {
    const app = await anotherInstance({ ...s3.env, MEDIA_S3_BUCKET: 'no-such-bucket' });
    const response = await ready(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: storage not answering.',
      details: { checks: { database: 'ok', storage: 'failing' } },
    });
  });

  it('is not ready, naming storage, when the S3 server does not answer', async () => {
    const gone = await startTestS3();
    const app = await anotherInstance(gone.env);
    expect((await ready(app)).statusCode).toBe(200);
    await gone.stop();
    const response = await ready(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      message: 'Not ready: storage not answering.',
      details: { checks: { storage: 'failing' } },
    });
  });
});
