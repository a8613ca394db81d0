import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CodOrderResultSchema } from '@skins/shared';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from '../../modules/media/storage/local-media-storage.ts';
import { storeUploadedImage } from '../../modules/media/upload.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { codRequest } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { createPostgresScratch } from '../../testing/test-database.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

// A PostgreSQL backup taken while shoppers keep placing orders through the real API (each order
// and its confirmation mail in one transaction) and an admin keeps uploading images: the restore
// holds every order and image finished before the backup began, no order begun after it ended,
// and no order without its mail.

const isPostgres = process.env.TEST_DB === 'postgres';
const root = await mkdtemp(path.join(tmpdir(), 'skins-backup-pg-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const sourceDataDir = path.join(root, 'source');
const context = isPostgres
  ? await buildTestApp({
      DATA_DIR: sourceDataDir,
      COD_ENABLED: 'true',
      RATE_LIMIT_COD_PER_MINUTE: '100000',
      RATE_LIMIT_COD_PER_PHONE_PER_HOUR: '100000',
    })
  : null;

const SHOPPERS = 4;
const MAX_ORDERS = 2000;

interface Placed {
  id: string;
  isBegunAfterBackup: boolean;
}

/** A different picture each time, so each upload's files are its own. */
const photo = (n: number) =>
  sharp({
    create: { width: 480, height: 480, channels: 3, background: { r: n % 256, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();

describe.runIf(isPostgres)('backup and restore (PostgreSQL) under load', () => {
  it('restores every order and image finished before the backup began, each order with its mail, and no order begun after it; over it only with force', async () => {
    if (!context?.database.url) throw new Error('needs the PostgreSQL test database');
    const { app, database } = context;
    const product = await createProduct(database.db, { price: 549 });
    const storage = new LocalMediaStorage(path.join(sourceDataDir, 'media', 'uploads'));

    const placed: Placed[] = [];
    let isBackupDone = false;
    let isStopped = false;
    const shopper = async () => {
      while (!isStopped && placed.length < MAX_ORDERS) {
        const isBegunAfterBackup = isBackupDone;
        const response = await app.inject({
          method: 'POST',
          url: '/api/payments/cod',
          payload: codRequest([{ product }]),
        });
        expect(response.statusCode).toBe(201);
        const { orderId } = CodOrderResultSchema.parse(response.json());
        placed.push({ id: orderId, isBegunAfterBackup });
      }
    };
    const uploaded: string[] = [];
    const uploader = async () => {
      while (!isStopped && uploaded.length < MAX_ORDERS) {
        const bytes = await photo(uploaded.length);
        const { urls } = await storeUploadedImage(bytes, storage, app.log);
        uploaded.push(...Object.values(urls));
      }
    };
    const until = async (isMet: () => boolean) => {
      while (!isMet() && placed.length < MAX_ORDERS) await sleep(5);
    };
    const shoppers = [...Array.from({ length: SHOPPERS }, shopper), uploader()];

    await until(() => placed.length >= 10 && uploaded.length >= 2);
    const committedBefore = placed.map((order) => order.id);
    const uploadedBefore = [...uploaded];
    const file = path.join(root, 'shop.tar');
    const sourceConfig = {
      database: { kind: 'postgres' as const, url: context.database.url },
      dataDir: sourceDataDir,
    };
    const manifest = await createBackup(sourceConfig, file);
    const placedDuringBackup = placed.length - committedBefore.length;
    isBackupDone = true;
    await until(() => placed.filter((order) => order.isBegunAfterBackup).length >= SHOPPERS);
    isStopped = true;
    await Promise.all(shoppers);
    // The load really overlapped the backup, or this test proves nothing about consistency.
    expect(placedDuringBackup).toBeGreaterThan(0);

    const target = await createPostgresScratch();
    const client = new pg.Client({ connectionString: target.url });
    let isClientOpen = true;
    try {
      const targetDataDir = path.join(root, 'target');
      const targetConfig = {
        database: { kind: 'postgres' as const, url: target.url },
        dataDir: targetDataDir,
      };
      const { restored } = await restoreBackup(targetConfig, file, { force: false });
      expect(restored).toEqual(manifest.counts);
      // `/media/uploads/{id}/{width}.webp` is `DATA_DIR/media/uploads/{id}/{width}.webp`.
      for (const url of uploadedBefore) {
        const file = url.replace(/^\/media\//, '');
        const copy = await readFile(path.join(targetDataDir, 'media', file));
        expect(copy.equals(await readFile(path.join(sourceDataDir, 'media', file))), url).toBe(
          true,
        );
      }

      await client.connect();
      const orders = new Set(
        (await client.query<{ id: string }>('select id from orders')).rows.map((row) => row.id),
      );
      const mails = (
        await client.query<{ order_id: string | null; kind: string }>(
          'select order_id, kind from mail_outbox',
        )
      ).rows;
      expect(orders.size).toBe(manifest.counts.orders);
      for (const id of committedBefore) expect(orders.has(id), id).toBe(true);
      for (const { id } of placed.filter((order) => order.isBegunAfterBackup)) {
        expect(orders.has(id), id).toBe(false);
      }
      const everyPlaced = new Set(placed.map((order) => order.id));
      for (const id of orders) expect(everyPlaced.has(id), id).toBe(true);
      // Each order with its one confirmation, and no mail about an order the backup lacks.
      const confirmed = mails.filter((mail) => mail.kind === 'order-confirmation');
      expect(confirmed.map((mail) => mail.order_id).sort()).toEqual([...orders].sort());
      expect(mails).toHaveLength(manifest.counts.mails);

      // Once more over the restored shop: refused without force.
      await expect(restoreBackup(targetConfig, file, { force: false })).rejects.toThrow(
        'Refusing to overwrite: the database has tables.',
      );
      // With force, refused while another session is connected (a shop left running), naming it.
      await expect(restoreBackup(targetConfig, file, { force: true })).rejects.toThrow(
        /^Refusing to restore: 1 other session\(s\) connected to the database: pid \d+ \(/,
      );
      // A table beside the shop's that is not the shop's: the forced restore leaves it.
      await client.query(
        'create table not_the_shops (id int); insert into not_the_shops values (7)',
      );
      await client.end();
      isClientOpen = false;
      const again = await restoreBackup(targetConfig, file, { force: true });
      expect(again.restored).toEqual(manifest.counts);
      const after = new pg.Client({ connectionString: target.url });
      await after.connect();
      try {
        expect((await after.query('select id from not_the_shops')).rows).toEqual([{ id: 7 }]);
      } finally {
        await after.end();
      }
    } finally {
      if (isClientOpen) await client.end();
      await target.drop();
    }
  });
});
