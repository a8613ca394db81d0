import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS_PX, MediaUploadResultSchema } from '@skins/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLoggedApp } from '../../testing/logged-app.ts';
import { LocalMediaStorage } from './storage/local-media-storage.ts';
import { picture, STORED_FILES, uploadTestApp } from './upload.fixtures.ts';
import { uploadedImageRoutes } from './upload.routes.ts';

// Uploads stored before AVIF have only their WebP files (docs/decisions/034-avif-uploads.md).
const { app, uploadsDir, upload } = await uploadTestApp();

/** An upload as it was stored before AVIF: its AVIF files removed. */
async function webpOnlyUpload(width: number, height: number) {
  const response = await upload(await picture(width, height).jpeg().toBuffer());
  const result = MediaUploadResultSchema.parse(response.json());
  const id = result.url.split('/')[3] ?? '';
  await Promise.all(
    IMAGE_WIDTHS_PX.map((widthPx) => rm(path.join(uploadsDir, id, `${widthPx}.avif`))),
  );
  expect(await readdir(path.join(uploadsDir, id))).toHaveLength(IMAGE_WIDTHS_PX.length);
  return { id, urls: result.urls };
}

const avifUrl = (webpUrl: string) => webpUrl.replace(/\.webp$/, '.avif');

describe('the AVIF of an upload stored before AVIF', () => {
  it('is made on its first request, the pixel size of the WebP of its width, and kept', async () => {
    // 1601 × 1199: the 640 px WebP is 479 px high; scaling the 1280 px one would give 480.
    const { id, urls } = await webpOnlyUpload(1601, 1199);
    for (const [widthPx, webpUrl] of Object.entries(urls)) {
      const served = await app.inject({ method: 'GET', url: avifUrl(webpUrl) });
      expect(served.statusCode, webpUrl).toBe(200);
      expect(served.headers['content-type']).toBe('image/avif');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const avif = await sharp(served.rawPayload).metadata();
      const webp = await sharp(path.join(uploadsDir, id, `${widthPx}.webp`)).metadata();
      expect(avif.format).toBe('heif');
      expect([avif.width, avif.height], webpUrl).toEqual([webp.width, webp.height]);
    }
    // The case this test is for.
    expect(await sharp(path.join(uploadsDir, id, '640.webp')).metadata()).toMatchObject({
      width: 640,
      height: 479,
    });
    // Written under their own names, no scratch file left beside them.
    expect((await readdir(path.join(uploadsDir, id))).sort()).toEqual(STORED_FILES);
  });

  it('is made once: requests at the same moment wait for it, later ones read the file', async () => {
    const { app: logged, lines } = createLoggedApp();
    await logged.register(uploadedImageRoutes, {
      prefix: '/media',
      storage: new LocalMediaStorage(uploadsDir),
    });
    const { urls } = await webpOnlyUpload(900, 900);
    const url = avifUrl(urls['640']);
    const get = () => logged.inject({ method: 'GET', url });

    const together = await Promise.all([get(), get(), get()]);
    const later = await get();
    await logged.close();

    for (const response of [...together, later]) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(later.rawPayload)).toBe(true);
    }
    const made = lines.filter((line) => line.msg === 'made the missing AVIF of an upload');
    expect(made).toHaveLength(1);
  });

  it('is never made for an upload that does not exist', async () => {
    const { id } = await webpOnlyUpload(800, 800);
    await rm(path.join(uploadsDir, id), { recursive: true });
    const response = await app.inject({ method: 'GET', url: `/media/uploads/${id}/640.avif` });
    expect(response.statusCode).toBe(404);
    expect(await readdir(uploadsDir)).not.toContain(id);
  });
});
