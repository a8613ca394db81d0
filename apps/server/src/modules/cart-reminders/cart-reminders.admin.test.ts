import { AdminCartReminderListSchema, DashboardSchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartReminderShop,
  DAY_MS,
  newPipelineId,
  orderCalls,
  reminderBody,
} from '../../testing/cart-reminder-kit.ts';
import { COD_TEST_ENV, uniqueEmail } from '../../testing/checkout-requests.ts';
import { createProduct } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, CUSTOMER } from '../../testing/order-test-kit.ts';
import { orders } from '../orders/orders.tables.ts';
import { cartReminders } from './cart-reminders.tables.ts';

// The owner's side (API.md § Cart reminders): the drafts with their value, mail and recovered
// order, and on the dashboard the last 30 days' mails, recoveries and what those orders paid.

const { app, db, save, restore, withdraw, remindedCart } = await cartReminderShop(
  { delayMinutes: 30, env: COD_TEST_ENV },
  { authenticateAdmin },
);
const { codOrder, payOnline } = orderCalls(app);

const product = await createProduct(db, { price: 1000 });
const skin = await createProduct(db, { price: 250 });

/** Saves a two-line cart (3 items, Rs. 2,250) for `email`, then mails and restores it. */
async function restoredDraft(email: string) {
  const body = reminderBody(email, [product, skin]);
  const items = body.items.map((item, index) => ({ ...item, quantity: index === 0 ? 2 : 1 }));
  const { pipelineId, token } = await remindedCart({ ...body, items });
  expect((await restore(token)).statusCode).toBe(200);
  return pipelineId;
}

const paidOf = async (orderId: string) =>
  (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
const setBack = (pipelineId: string, days: number) =>
  db
    .update(cartReminders)
    .set({
      remindedAt: new Date(Date.now() - days * DAY_MS),
      recoveredAt: new Date(Date.now() - days * DAY_MS),
    })
    .where(eq(cartReminders.pipelineId, pipelineId));

// Paid online and recovered; recovered by COD (nothing paid yet); withdrawn before its mail;
// mailed and recovered (paid) 31 days ago, outside the dashboard's window.
const online = uniqueEmail('online');
await restoredDraft(online);
const onlineOrder = await paidOf(await payOnline(product, online));
const cod = uniqueEmail('cod');
await restoredDraft(cod);
const codOrderId = await codOrder(product, cod);
const withdrawnDraft = newPipelineId();
await save(withdrawnDraft, reminderBody(uniqueEmail('withdrawn'), [skin]));
await withdraw(withdrawnDraft);
const old = uniqueEmail('old');
const oldDraft = await restoredDraft(old);
const oldOrder = await paidOf(await payOnline(skin, old));
await setBack(oldDraft, 31);

const list = (query = '') =>
  app.inject({ method: 'GET', url: `/api/admin/cart-reminders${query}`, headers: ADMIN });

describe('GET /api/admin/cart-reminders', () => {
  it('lists the drafts newest first with their value, mail, restore and recovered order, and totals over all', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = AdminCartReminderListSchema.parse(response.json());
    expect(body).toMatchObject({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(body.data.map((row) => row.email)).toEqual([old, expect.any(String), cod, online]);
    const [, withdrawn, codRow, onlineRow] = body.data;
    expect(onlineRow).toMatchObject({
      firstName: 'Asha',
      itemCount: 3,
      valueInPaise: 2 * 100_000 + 25_000,
      skipped: null,
      withdrawn: false,
      remindedAt: expect.any(String),
      restoredAt: expect.any(String),
      recoveredOrder: {
        _id: onlineOrder?.id,
        number: onlineOrder?.number,
        totalInPaise: onlineOrder?.totalInPaise,
      },
    });
    expect(codRow?.recoveredOrder?._id).toBe(codOrderId);
    expect(withdrawn).toMatchObject({
      withdrawn: true,
      remindedAt: null,
      restoredAt: null,
      recoveredOrder: null,
    });
    expect(body.totals).toEqual({
      sent: 3,
      recovered: 3,
      recoveredInPaise: (onlineOrder?.amountPaidInPaise ?? 0) + (oldOrder?.amountPaidInPaise ?? 0),
    });
    expect(onlineOrder?.amountPaidInPaise).toBeGreaterThan(0);
  });

  it('pages like every admin list', async () => {
    const body = AdminCartReminderListSchema.parse((await list('?page=2&limit=3')).json());
    expect(body).toMatchObject({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect(body.data.map((row) => row.email)).toEqual([online]);
    for (const query of ['?limit=0', '?limit=101', '?page=0', '?page=x']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });

  it('is the admin’s alone', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/cart-reminders' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await app.inject({
      method: 'GET',
      url: '/api/admin/cart-reminders',
      headers: CUSTOMER,
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('the dashboard’s cart reminders', () => {
  it('counts the last 30 days: mails sent, orders recovered, and what those orders paid', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(DashboardSchema.parse(response.json()).cartReminders).toEqual({
      sent: 2,
      recovered: 2,
      // The COD order has paid nothing yet.
      recoveredInPaise: onlineOrder?.amountPaidInPaise,
    });
  });
});
