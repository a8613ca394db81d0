import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { inject } from 'vitest';
import { type Db, openDatabase } from '../db/client.ts';
import { mailOutbox } from '../modules/mail/mail.tables.ts';
import { createOrder } from './factories.ts';

// A small shop in a data folder of its own, for the backup and restore tests: orders each with
// its confirmation mail, an uploaded image, the generated app secret.

export interface SeededOrder {
  id: string;
  token: string;
}

/** One order and its mail, written together as a checkout writes them. */
export async function placeOrderWithMail(db: Db): Promise<SeededOrder> {
  const { order, token } = await createOrder(db);
  await db.insert(mailOutbox).values({
    kind: 'order-confirmation',
    toAddress: order.email,
    subject: `Order #${order.number} confirmed`,
    html: '<p>Thank you</p>',
    text: 'Thank you',
    status: 'kept',
    orderId: order.id,
  });
  return { id: order.id, token };
}

export interface SeededShop {
  orders: SeededOrder[];
  /** `/media/uploads/{id}/640.webp`, as the shop serves it, and its bytes. */
  imageUrl: string;
  imageBytes: Buffer;
  appSecret: string;
}

/** An embedded database in `dataDir/db`, started from the migrated test dump, with `orderCount` orders. */
export async function seedPgliteShop(dataDir: string, orderCount: number): Promise<SeededShop> {
  const database = await openDatabase({
    kind: 'pglite',
    dir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([await readFile(inject('pgliteDumpPath'))]),
  });
  const orders: SeededOrder[] = [];
  try {
    for (let i = 0; i < orderCount; i += 1) orders.push(await placeOrderWithMail(database.db));
  } finally {
    await database.close();
  }
  const imageId = randomUUID();
  const imageBytes = await sharp({
    create: { width: 640, height: 640, channels: 3, background: '#c0392b' },
  })
    .webp()
    .toBuffer();
  await mkdir(path.join(dataDir, 'media', 'uploads', imageId), { recursive: true });
  await writeFile(path.join(dataDir, 'media', 'uploads', imageId, '640.webp'), imageBytes);
  const appSecret = `secret-${randomUUID()}-${randomUUID()}`;
  await writeFile(path.join(dataDir, 'app-secret'), `${appSecret}\n`);
  return { orders, imageUrl: `/media/uploads/${imageId}/640.webp`, imageBytes, appSecret };
}

/**
 * Runs `npm run backup`/`restore`'s compiled script as the owner would (built once per run:
 * global-setup.ts), with `env` over a clean one.
 */
export function runBackupCli(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--enable-source-maps', path.join(inject('compiledServerDir'), `${command}.js`), ...args],
      { env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}
