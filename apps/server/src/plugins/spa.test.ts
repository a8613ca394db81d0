import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;

const distDir = await mkdtemp(path.join(tmpdir(), 'skins-spa-'));
await mkdir(path.join(distDir, 'assets'));
await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Skins</title>');
const asset = path.join(distDir, 'assets', 'index-abc123.js');
await writeFile(asset, SCRIPT);
await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
await writeFile(`${asset}.gz`, gzipSync(SCRIPT));

const { app } = await buildTestApp({ WEB_DIST_DIR: distDir });

async function getAsset(acceptEncoding: string) {
  return app.inject({
    method: 'GET',
    url: '/assets/index-abc123.js',
    headers: { 'accept-encoding': acceptEncoding },
  });
}

describe('built storefront assets', () => {
  it('sends the brotli file the build wrote when the browser accepts it', async () => {
    const response = await getAsset('gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to the gzip file, then to the plain file', async () => {
    const gzip = await getAsset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await getAsset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers cache hashed assets for a year', async () => {
    const response = await getAsset('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
  });
});
