import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { mailOutbox } from '../../modules/mail/mail.tables.ts';
import { seedPgliteShop } from '../../testing/backup-fixture.ts';
import { testConfig } from '../../testing/build-test-app.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

// The embedded database's round trip: a data folder backed up, restored into an empty one, and
// the shop started on the copy. Runs once (PGlite is the engine under test whatever TEST_DB is).

const root = await mkdtemp(path.join(tmpdir(), 'skins-backup-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB === 'postgres')('backup and restore (PGlite)', () => {
  it('restores every order, mail, image and the app secret into an empty data folder, and the shop serves them', async () => {
    const sourceDir = path.join(root, 'source');
    const shop = await seedPgliteShop(sourceDir, 3);
    const file = path.join(root, 'shop.tar');

    const manifest = await createBackup(testConfig({ DATA_DIR: sourceDir }), file);
    expect(manifest.counts).toEqual({ orders: 3, mails: 3, mediaFiles: 1 });
    expect(manifest.database.kind).toBe('pglite');
    // It holds customers' addresses and the app secret.
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const targetDir = path.join(root, 'target');
    const config = testConfig({ DATA_DIR: targetDir });
    const { restored } = await restoreBackup(config, file, { force: false });
    expect(restored).toEqual(manifest.counts);
    const secretFile = path.join(targetDir, 'app-secret');
    expect((await readFile(secretFile, 'utf8')).trim()).toBe(shop.appSecret);
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);

    if (config.database.kind !== 'pglite') throw new Error('expected the embedded database');
    const database = await openDatabase({ kind: 'pglite', dir: config.database.dir });
    await database.migrate();
    const app = await buildApp({ config, database });
    try {
      for (const order of shop.orders) {
        const viewed = await app.inject({
          method: 'GET',
          url: `/api/orders/${order.id}`,
          headers: { 'x-order-token': order.token },
        });
        expect(viewed.statusCode).toBe(200);
        expect(viewed.json()).toMatchObject({ _id: order.id });
        const mails = await database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.orderId, order.id));
        expect(mails.map((mail) => mail.kind)).toEqual(['order-confirmation']);
      }
      const image = await app.inject({ method: 'GET', url: shop.imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(shop.imageBytes)).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('leaves an empty database alone and says why when the data folder has none', async () => {
    const empty = path.join(root, 'empty');
    await expect(
      createBackup(testConfig({ DATA_DIR: empty }), path.join(root, 'none.tar')),
    ).rejects.toThrow(`No embedded database in ${path.join(empty, 'db')}: nothing to back up.`);
  });
});
