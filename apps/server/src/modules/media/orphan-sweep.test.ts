import { MediaUploadResultSchema, ProductSchema, rupeesToPaise } from '@skins/shared';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { findShownUploads } from '../../background-work.ts';
import { checkoutRequest } from '../../testing/checkout-requests.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { createLoggedApp } from '../../testing/logged-app.ts';
import { startTestS3 } from '../../testing/test-s3.ts';
import { ORPHAN_GRACE_MS, type OrphanSweepOptions, sweepOrphanUploads } from './orphan-sweep.ts';
import { ADMIN, picture, uploadTestApp } from './upload.fixtures.ts';

// Uploads nothing shows are removed a day after they were made (docs/decisions/038).

const s3 = await startTestS3();
const drivers = [
  ['the local folder', await uploadTestApp()],
  ['an S3 bucket', await uploadTestApp(s3.env)],
] as const;

const ARTWORK = '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg';
/** A day and an hour from now: every upload made by these tests is past its grace period. */
const aDayLater = () => new Date(Date.now() + ORPHAN_GRACE_MS + 3600 * 1000);

const productBody = (images: string[]) => ({
  name: 'Uploaded Sunset',
  description: 'From a photo.',
  price: 499,
  images,
  category: 'laptop-skins',
  productType: 'macbook',
  tags: [],
  compatibility: [{ brand: 'Apple', models: ['MacBook Air 13'] }],
});

describe.each(drivers)('the orphaned upload sweep on %s', (_, shop) => {
  const { app, database, storage } = shop;
  const { app: logged, lines } = createLoggedApp();

  const sweep = (options: OrphanSweepOptions = {}) =>
    sweepOrphanUploads({ db: database.db, storage, findShownUploads, log: logged.log }, options);

  async function uploaded() {
    const response = await shop.upload(await picture(700, 700).jpeg().toBuffer());
    const result = MediaUploadResultSchema.parse(response.json());
    return { ...result, id: result.url.split('/')[3] ?? '' };
  }
  const isStored = async (id: string) => (await storage.getFile(id, '640.webp')) !== null;
  const served = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  async function productWith(images: string[]) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: ADMIN,
      payload: productBody(images),
    });
    expect(response.statusCode).toBe(201);
    return ProductSchema.parse(response.json());
  }

  /** The owner edits the product to show only the demo artwork: its uploads are detached. */
  async function detachUploads(productId: string) {
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/products/${productId}`,
      headers: ADMIN,
      payload: productBody([ARTWORK]),
    });
    expect(edited.statusCode).toBe(200);
  }

  it('keeps an upload a product shows, however old', async () => {
    const upload = await uploaded();
    const product = await productWith([ARTWORK, upload.url]);
    // The second image: the thumbnail is the artwork's, so the images are what is read.
    expect(product.thumbnail).not.toContain(upload.id);
    const outcome = await sweep({ now: aDayLater() });
    expect(outcome).toMatchObject({ status: 'swept', failed: 0 });
    expect(await served(upload.url)).toBe(200);
  });

  it('keeps a fresh upload nothing shows yet: an owner may be filling in the product', async () => {
    const upload = await uploaded();
    await sweep();
    expect(await served(upload.url)).toBe(200);
    // Still there an hour before the day is up.
    await sweep({ now: new Date(Date.now() + ORPHAN_GRACE_MS - 3600 * 1000) });
    expect(await isStored(upload.id)).toBe(true);
  });

  it('removes every file of an upload nothing shows once it is a day old, and says so', async () => {
    const upload = await uploaded();
    lines.length = 0;
    const outcome = await sweep({ now: aDayLater() });
    expect(outcome).toMatchObject({ status: 'swept', failed: 0 });
    expect(outcome.status === 'swept' && outcome.deleted).toBeGreaterThanOrEqual(1);
    for (const url of Object.values(upload.urls)) {
      expect(await served(url)).toBe(404);
      expect(await served(url.replace(/webp$/, 'avif'))).toBe(404);
    }
    expect(await storage.listUploadsOlderThan(aDayLater())).not.toContain(upload.id);
    const summary = lines.find((line) => line.msg === 'orphaned uploads swept');
    expect(summary).toMatchObject({ deleted: outcome.status === 'swept' && outcome.deleted });
    expect(summary?.storage).toBe(storage.location);
  });

  it('removes an upload its product no longer shows, a day on', async () => {
    const upload = await uploaded();
    const product = await productWith([upload.url]);
    // The upload was the first image: the thumbnail (its 320 px file) named it too.
    expect(product.thumbnail).toBe(upload.urls['320']);
    await detachUploads(product._id);
    await sweep({ now: aDayLater() });
    expect(await isStored(upload.id)).toBe(false);
  });

  it("keeps an upload an order's line shows after the product dropped it: the receipt keeps its picture", async () => {
    const upload = await uploaded();
    const product = await createProduct(database.db, { images: [upload.urls['320']] });
    await createOrder(database.db, { lines: [{ product }] });
    await detachUploads(product.id);
    await sweep({ now: aDayLater() });
    expect(await isStored(upload.id)).toBe(true);
  });

  it('keeps an upload a pending checkout shows: it may still become an order', async () => {
    const upload = await uploaded();
    const product = await productWith([upload.url]);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      // An admin's token passes the password gate, as a shopper's unlock cookie would.
      headers: ADMIN,
      payload: checkoutRequest([
        { product: { id: product._id, priceInPaise: rupeesToPaise(product.price) } },
      ]) as unknown as Record<string, unknown>,
    });
    expect(opened.statusCode).toBe(201);
    await detachUploads(product._id);
    await sweep({ now: aDayLater() });
    expect(await isStored(upload.id)).toBe(true);
  });

  it('is safe when two run at once: only uploads nothing shows are removed', async () => {
    const orphan = await uploaded();
    const shown = await uploaded();
    await productWith([shown.url]);
    const outcomes = await Promise.all([sweep({ now: aDayLater() }), sweep({ now: aDayLater() })]);
    for (const outcome of outcomes) expect(outcome).not.toMatchObject({ failed: 1 });
    expect(await isStored(orphan.id)).toBe(false);
    expect(await isStored(shown.id)).toBe(true);
  });
});

const [, local] = drivers[0];
describe.runIf(local.database.url)(
  'the orphaned upload sweep across instances (PostgreSQL)',
  () => {
    it('skips its turn while another instance sweeps (holds the advisory lock)', async () => {
      const orphan = MediaUploadResultSchema.parse(
        (await local.upload(await picture(700, 700).jpeg().toBuffer())).json(),
      );
      const id = orphan.url.split('/')[3] ?? '';
      const { app: logged } = createLoggedApp();
      const sweep = () =>
        sweepOrphanUploads(
          { db: local.database.db, storage: local.storage, findShownUploads, log: logged.log },
          { now: aDayLater() },
        );

      const other = new pg.Client({ connectionString: local.database.url ?? '' });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(
          "select pg_advisory_xact_lock(hashtextextended('skins:media:orphan-sweep', 0))",
        );
        expect(await sweep()).toEqual({ status: 'skipped' });
        expect(await local.storage.getFile(id, '640.webp')).not.toBeNull();
        // The other instance's transaction ends: the lock goes with it.
        await other.query('commit');
        expect(await sweep()).toMatchObject({ status: 'swept', failed: 0 });
        expect(await local.storage.getFile(id, '640.webp')).toBeNull();
      } finally {
        await other.end();
      }
    });
  },
);
