import { readFile } from 'node:fs/promises';
import { ReviewPhotoUploadResultSchema } from '@skins/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../../testing/factories.ts';
import type { SpawnedServer } from '../../testing/server-process.ts';
import { createShopStore, type ShopStore, spawnShop } from '../../testing/shop-process.ts';

// HEIC photos in the compiled server, as `npm start` runs it: its decoder starts
// dist/heic-worker.js, an entry of its own beside the chunk that needs it
// (scripts/build-server.mjs), on plain node.

const HEIC = await readFile(new URL('./review-photo.fixture.heic', import.meta.url));

let store: ShopStore;
let shop: SpawnedServer;
let orderToken: string;

beforeAll(async () => {
  store = await createShopStore();
  // A delivered order to upload with, written before the shop opens the store (PGlite is one
  // process's); the shop migrates nothing more, and seeds no demo catalog (seconds it needn't).
  const database = await store.open();
  try {
    await database.migrate();
    ({ token: orderToken } = await createOrder(database.db, { status: 'Delivered' }));
  } finally {
    await database.close();
  }
  shop = await spawnShop(store, { SEED_DEMO_CATALOG: 'false' }, 'compiled shop');
  await shop.ready();
});

afterAll(async () => {
  await shop?.stop();
  await store?.dispose();
});

function upload(file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/heic' }), 'IMG_0042.HEIC');
  return fetch(`${shop.baseUrl}/api/reviews/photos`, {
    method: 'POST',
    headers: { 'x-order-token': orderToken },
    body: form,
  });
}

describe('HEIC photos in the compiled server', () => {
  it('decodes an iPhone photo on its worker thread and stores it', async () => {
    const response = await upload(HEIC);
    expect(response.status).toBe(201);
    const { url } = ReviewPhotoUploadResultSchema.parse(await response.json());
    const webp = await fetch(`${shop.baseUrl}${url}`);
    expect(webp.status).toBe(200);
    const metadata = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('refuses a damaged HEIC with 400, and goes on decoding', async () => {
    const mdat = HEIC.indexOf('mdat');
    const damaged = await upload(Buffer.from(HEIC).fill(0, mdat + 4, mdat + 40));
    expect(damaged.status).toBe(400);
    expect(await damaged.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await upload(HEIC)).status).toBe(201);
  });
});
