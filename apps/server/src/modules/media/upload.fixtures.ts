import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS_PX } from '@skins/shared';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';
import { createMediaStorage } from './storage/create-media-storage.ts';

export { ADMIN, authenticateAdmin } from '../../testing/order-test-kit.ts';

// The setup the upload tests share (upload.routes.test.ts and upload.refused.test.ts): admin
// tokens, multipart bodies as a browser sends them, test pictures, and an app per test file.

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, byte for byte as a browser's FormData sends it. */
export function multipart(parts: Part[], boundary = `----skins${randomBytes(8).toString('hex')}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A test picture: a gradient-free block of colour is enough for sharp, and tiny to encode. */
export function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

/**
 * A new app for the calling test file, storing uploads in a temporary folder of its own, or
 * where `env` says (MEDIA_S3_*: a bucket). `storage` is a second handle on the same place.
 */
export async function uploadTestApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skins-upload-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  // The password gate on: uploads are admin calls, and the images they make are open to all.
  const { app, database, config } = await buildTestApp(
    { DATA_DIR: dataDir, STORE_PASSWORD: 'open-sesame', ...env },
    { authenticateAdmin },
  );
  const uploadsDir = path.join(dataDir, 'media', 'uploads');
  const storage = await createMediaStorage(config.media, config.dataDir);
  afterAll(() => storage.close());

  function upload(data: Buffer | string, headers: Record<string, string> = ADMIN, name = 'image') {
    const body = multipart([{ name, filename: 'photo.jpg', contentType: 'image/jpeg', data }]);
    return app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  async function uploadedIds(): Promise<string[]> {
    return (await readdir(uploadsDir).catch(() => [])).sort();
  }

  return { app, database, config, storage, uploadsDir, upload, uploadedIds };
}

/** The files one upload leaves in its folder, as `readdir(…).sort()` lists them. */
export const STORED_FILES = IMAGE_WIDTHS_PX.flatMap((width) => [
  `${width}.avif`,
  `${width}.webp`,
]).sort();
