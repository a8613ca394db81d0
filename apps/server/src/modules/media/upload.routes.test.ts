import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { MAX_IMAGE_UPLOAD_BYTES, MediaUploadResultSchema, ProductSchema } from '@skins/shared';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminIdentity } from '../../plugins/require-admin.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createLoggedApp } from '../../testing/logged-app.ts';
import { mediaUploadRoutes } from './upload.routes.ts';
import { UPLOAD_MESSAGES } from './upload.ts';

const TOKENS: Record<string, AdminIdentity> = {
  'test-admin': { email: 'admin@example.in', role: 'admin' },
  'test-customer': { email: 'customer@example.in', role: 'customer' },
};
async function authenticateAdmin(request: FastifyRequest): Promise<AdminIdentity | null> {
  const token = request.headers.authorization?.replace(/^Bearer /, '');
  return (token && TOKENS[token]) || null;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'skins-upload-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
// The password gate on: uploads are admin calls, and the images they make are open to all.
const { app } = await buildTestApp(
  { DATA_DIR: dataDir, STORE_PASSWORD: 'open-sesame' },
  { authenticateAdmin },
);
const uploadsDir = path.join(dataDir, 'media', 'uploads');
const ADMIN = { authorization: 'Bearer test-admin' };

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, byte for byte as a browser's FormData sends it. */
function multipart(parts: Part[], boundary = `----skins${randomBytes(8).toString('hex')}`) {
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

function upload(data: Buffer | string, headers: Record<string, string> = ADMIN, name = 'image') {
  const body = multipart([{ name, filename: 'photo.jpg', contentType: 'image/jpeg', data }]);
  return app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A test picture: a gradient-free block of colour is enough for sharp, and tiny to encode. */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

async function uploadedIds(): Promise<string[]> {
  return (await readdir(uploadsDir).catch(() => [])).sort();
}

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
  it('stores a JPEG as WebP at 320, 640 and 1280 and serves each width', async () => {
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
    for (const [widthPx, url] of Object.entries(result.urls)) {
      // No unlock cookie: media stay open while the gate is on, like the artwork.
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(Number(widthPx));
      expect(metadata.height).toBe((Number(widthPx) * 3) / 4);
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

/** A real PNG whose header claims `width` × `height` pixels (the CRC fixed so it parses). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(400, 400).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('POST /api/media: refused files', () => {
  const refusal = (status: number, code: string, message: string) => ({
    status,
    body: { code, message, details: { fields: { image: message } } },
  });

  it('judges the bytes, not the name or declared type', async () => {
    const before = await uploadedIds();
    const cases: [string, Buffer | string, ReturnType<typeof refusal>][] = [
      [
        'a text file named photo.jpg',
        'just some text, not a JPEG',
        refusal(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupported),
      ],
      [
        'a GIF',
        await picture(500, 500).gif().toBuffer(),
        refusal(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupported),
      ],
      [
        'an SVG (it could carry script)',
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><script>alert(1)</script></svg>',
        refusal(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupported),
      ],
      [
        'a zero-byte file',
        Buffer.alloc(0),
        refusal(400, 'VALIDATION_FAILED', UPLOAD_MESSAGES.empty),
      ],
      [
        'a 399 px wide image',
        await picture(399, 800).png().toBuffer(),
        refusal(400, 'VALIDATION_FAILED', UPLOAD_MESSAGES.tooSmall),
      ],
      [
        'a decompression bomb (60,000 × 60,000 claimed in a tiny file)',
        await pngClaiming(60_000, 60_000),
        refusal(400, 'VALIDATION_FAILED', UPLOAD_MESSAGES.tooManyPixels),
      ],
      [
        'a JPEG cut off halfway',
        (await picture(1200, 1200).jpeg().toBuffer()).subarray(0, 400),
        refusal(400, 'VALIDATION_FAILED', UPLOAD_MESSAGES.unreadable),
      ],
    ];
    for (const [label, data, expected] of cases) {
      const response = await upload(data);
      expect(response.statusCode, label).toBe(expected.status);
      expect(response.json(), label).toEqual(expected.body);
    }
    // Nothing half-written is left behind.
    expect(await uploadedIds()).toEqual(before);
    expect((await uploadedIds()).some((name) => name.includes('partial'))).toBe(false);
  });

  it(`answers 413 for a file over ${MAX_IMAGE_UPLOAD_BYTES / 1024 / 1024} MB`, async () => {
    const response = await upload(Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES + 1, 0xff));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(
      refusal(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge).body,
    );
  });

  it('answers 400 for a form without a file, or with the file in another field', async () => {
    const noFile = multipart([{ name: 'caption', data: 'hello' }]);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...ADMIN, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { image: UPLOAD_MESSAGES.missing } },
    });

    const jpeg = await picture(800, 800).jpeg().toBuffer();
    const wrongField = await upload(jpeg, ADMIN, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { image: 'Send the image in the form field "image".' } },
    });
  });

  it('answers malformed multipart with 400, never 500', async () => {
    const jpeg = await picture(800, 800).jpeg().toBuffer();
    const good = multipart([{ name: 'image', filename: 'a.jpg', data: jpeg }], 'XyZ');
    const bodies: [string, string, Buffer | string][] = [
      ['no boundary', 'multipart/form-data', good.payload],
      ['garbage', 'multipart/form-data; boundary=XyZ', 'this is not multipart at all'],
      [
        'cut off before the end',
        'multipart/form-data; boundary=XyZ',
        good.payload.subarray(0, 300),
      ],
      [
        'a broken part header',
        'multipart/form-data; boundary=XyZ',
        '--XyZ\r\nbroken\r\n\r\n--XyZ--',
      ],
      ['an empty body', 'multipart/form-data; boundary=XyZ', ''],
    ];
    for (const [label, contentType, payload] of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...ADMIN, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('takes the first image of a form that sends more, and refuses a flood of fields', async () => {
    const jpeg = await picture(800, 800).jpeg().toBuffer();
    const twoFiles = multipart([
      { name: 'image', filename: 'a.jpg', data: jpeg },
      { name: 'image', filename: 'b.jpg', data: jpeg },
    ]);
    const first = await app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...ADMIN, ...twoFiles.headers },
      payload: twoFiles.payload,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ width: 800, height: 800 });

    const flood = multipart([
      ...Array.from({ length: 50 }, (_, i) => ({ name: `f${i}`, data: 'x' })),
      { name: 'image', filename: 'a.jpg', data: jpeg },
    ]);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...ADMIN, ...flood.headers },
      payload: flood.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 415 for a body that is not multipart', async () => {
    for (const [contentType, payload] of [
      ['application/json', '{"image":"aGVsbG8="}'],
      ['text/plain', 'hello'],
      ['image/jpeg', 'raw bytes'],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...ADMIN, 'content-type': contentType as string },
        payload,
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });
});

describe('GET /media/uploads/{id}/{width}.webp', () => {
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
      `/media/uploads/${id}/999.webp`,
      `/media/uploads/${id}/320.png`,
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
    await logged.register(mediaUploadRoutes, { prefix: '/api/media', uploadsDir });
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
