import { crc32 } from 'node:zlib';
import { MAX_IMAGE_UPLOAD_BYTES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN, multipart, picture, uploadTestApp } from './upload.fixtures.ts';
import { UPLOAD_MESSAGES } from './upload.ts';

// Who may upload, good images, serving and the audit trail are in upload.routes.test.ts.
const { app, upload, uploadedIds } = await uploadTestApp();

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
