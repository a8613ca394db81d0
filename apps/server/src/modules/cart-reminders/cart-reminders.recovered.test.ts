import { CodOrderResultSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartReminderShop,
  DAY_MS,
  draftOf,
  orderCalls,
  reminderBody,
} from '../../testing/cart-reminder-kit.ts';
import { COD_TEST_ENV, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { refuseMails } from '../../testing/refuse-mails.ts';
import type { ProductRow } from '../catalog/catalog.tables.ts';
import { cartReminders } from './cart-reminders.tables.ts';

// An order placed within 7 days of a reminder, after its link restored the cart, is marked
// recovered in the order's own transaction (API.md § Cart reminders): paid online or COD.

const {
  app,
  db,
  restore,
  remindedCart: remind,
} = await cartReminderShop({
  delayMinutes: 30,
  env: COD_TEST_ENV,
});
const { placeCod, payOnline } = orderCalls(app);

/** A cart reminded and, unless told otherwise, restored from its mail's link. */
async function remindedCart(email: string, product: ProductRow, { isRestored = true } = {}) {
  const { pipelineId, token } = await remind(reminderBody(email, [product]));
  if (isRestored) expect((await restore(token)).statusCode).toBe(200);
  return pipelineId;
}

describe('a recovered cart', () => {
  it('is marked by an order paid online after the link restored it', async () => {
    const product = await createProduct(db, { price: 899 });
    const email = uniqueEmail();
    const pipelineId = await remindedCart(email, product);
    const orderId = await payOnline(product, email.toUpperCase());
    expect(await draftOf(db, pipelineId)).toMatchObject({
      recoveredOrderId: orderId,
      recoveredAt: expect.any(Date),
    });
  });

  it('is marked by a cash on delivery order, in the order’s transaction: no order, no recovery', async () => {
    const product = await createProduct(db, { price: 649 });
    const email = uniqueEmail();
    const pipelineId = await remindedCart(email, product);

    // The order's transaction fails at its last step (its mail): the recovery goes with it.
    await refuseMails(db, true);
    const failed = await placeCod(product, email);
    await refuseMails(db, false);
    expect(failed.statusCode).toBe(500);
    expect((await draftOf(db, pipelineId))?.recoveredOrderId).toBeNull();

    const placed = await placeCod(product, email);
    expect(placed.statusCode).toBe(201);
    const { orderId } = CodOrderResultSchema.parse(placed.json());
    expect((await draftOf(db, pipelineId))?.recoveredOrderId).toBe(orderId);
  });

  it('is not marked when the reminder went more than 7 days before the order', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const pipelineId = await remindedCart(email, product);
    await db
      .update(cartReminders)
      .set({ remindedAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(cartReminders.pipelineId, pipelineId));
    expect((await placeCod(product, email)).statusCode).toBe(201);
    expect((await draftOf(db, pipelineId))?.recoveredOrderId).toBeNull();
  });

  it('is not marked when the link was never followed', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const pipelineId = await remindedCart(email, product, { isRestored: false });
    expect((await placeCod(product, email)).statusCode).toBe(201);
    expect((await draftOf(db, pipelineId))?.recoveredOrderId).toBeNull();
  });

  it('counts once: the newest restored reminder takes the order, a second order does not move it', async () => {
    const product = await createProduct(db);
    const email = uniqueEmail();
    const older = await remindedCart(email, product);
    // A day and more later (one mail a day per email), another reminded and restored cart.
    await db
      .update(cartReminders)
      .set({ remindedAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(cartReminders.pipelineId, older));
    const newer = await remindedCart(email, product);

    const first = CodOrderResultSchema.parse((await placeCod(product, email)).json());
    expect((await draftOf(db, newer))?.recoveredOrderId).toBe(first.orderId);
    expect((await draftOf(db, older))?.recoveredOrderId).toBeNull();
    const recoveredAt = (await draftOf(db, newer))?.recoveredAt;

    await placeCod(product, email);
    expect(await draftOf(db, newer)).toMatchObject({
      recoveredOrderId: first.orderId,
      recoveredAt,
    });
  });
});
