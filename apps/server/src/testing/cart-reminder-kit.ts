import { randomBytes } from 'node:crypto';
import { type CartReminderInput, CodOrderResultSchema } from '@skins/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { sweepCartReminders } from '../modules/cart-reminders/cart-reminder-sweep.ts';
import { cartReminders } from '../modules/cart-reminders/cart-reminders.tables.ts';
import type { ProductRow } from '../modules/catalog/catalog.tables.ts';
import { mailOutbox } from '../modules/mail/mail.tables.ts';
import { buildTestApp } from './build-test-app.ts';
import { checkoutRequest, codRequest } from './checkout-requests.ts';
import { paymentCalls } from './payment-calls.ts';

// The cart reminders' API tests (issue [16]): a shop with the mail's links' address and key, the
// shipping step's calls, the sweep as of a moved clock, and what the sweep wrote.

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
export const PUBLIC_URL = 'https://shop.example.in';
export const SECRET = 'cart-reminder-test-secret-of-32-chars';

/** A checkout visit's id, as the storefront makes one (`/checkout/p/{pipelineId}`). */
export const newPipelineId = () => randomBytes(16).toString('hex');

/** A reminder body for these products (iPhone 16 Pro, one each unless said). */
export function reminderBody(
  email: string,
  products: readonly Pick<ProductRow, 'id'>[],
  overrides: Partial<CartReminderInput> = {},
): CartReminderInput {
  return {
    email,
    firstName: 'Asha',
    items: products.map((product) => ({
      productId: product.id,
      selectedBrand: 'Apple',
      selectedModel: 'iPhone 16 Pro',
      quantity: 1,
    })),
    consent: true,
    ...overrides,
  };
}

/** The storefront's reminder calls; `headers` pass a locked store's gate (an admin token). */
export function reminderCalls(app: App, headers: Record<string, string> = {}) {
  return {
    save: (pipelineId: string, body: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/checkouts/${pipelineId}/reminder`,
        headers,
        payload: body as Record<string, unknown>,
      }),
    withdraw: (pipelineId: string) =>
      app.inject({ method: 'DELETE', url: `/api/checkouts/${pipelineId}/reminder`, headers }),
    restore: (token: string) =>
      app.inject({
        method: 'GET',
        url: `/api/cart-reminders/${encodeURIComponent(token)}`,
        headers,
      }),
  };
}

/** A sweep pass as an instance runs it, `minutesFromNow` after now. */
export function sweeper(app: App, { publicUrl, secret }: { publicUrl: string; secret: string }) {
  return (minutesFromNow: number) =>
    sweepCartReminders(
      app.db,
      { mail: app.mail, publicUrl, secret },
      new Date(Date.now() + minutesFromNow * MINUTE_MS),
    );
}

/** The reminder mails to this address, oldest first. */
export const reminderMailsTo = (db: Db, email: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'cart-reminder'), eq(mailOutbox.toAddress, email)))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

export async function draftOf(db: Db, pipelineId: string) {
  const [draft] = await db
    .select()
    .from(cartReminders)
    .where(eq(cartReminders.pipelineId, pipelineId));
  return draft;
}

/** The restore link's token in a reminder mail's text. */
export function restoreTokenOf(text: string): string {
  const match = /\/cart\/restore\/([^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error('the mail has no restore link');
  return decodeURIComponent(match[1]);
}

/** An order of one product placed as the storefront places it: paid online or COD. */
export function orderCalls(app: App) {
  const { paySimulated } = paymentCalls(app);
  type Product = Pick<ProductRow, 'id' | 'priceInPaise'>;

  /** POST /api/payments/cod (the app needs COD_ENABLED); the raw answer. */
  const placeCod = (product: Product, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/cod',
      payload: codRequest([{ product }], { email }),
    });

  /** A COD order that must be placed; its id. */
  async function codOrder(product: Product, email: string): Promise<string> {
    const response = await placeCod(product, email);
    if (response.statusCode !== 201) throw new Error(`COD answered ${response.body}`);
    return CodOrderResultSchema.parse(response.json()).orderId;
  }

  /** create-order, the simulated gateway's payment, verify-payment: the paid order's id. */
  async function payOnline(product: Product, email: string): Promise<string> {
    return (await paySimulated(checkoutRequest([{ product }], { email }))).orderId;
  }

  return { placeCod, codOrder, payOnline };
}

/**
 * A shop for the cart reminders' tests: PUBLIC_URL and SECRET, reminders due `delayMinutes`
 * after a save (CART_REMINDER_DELAY_MINUTES; the default when left out), `env` on top; with the
 * reminder calls, a sweep pass as of a moved clock, and `remindedCart`.
 */
export async function cartReminderShop(
  { delayMinutes, env = {} }: { delayMinutes?: number; env?: Record<string, string> } = {},
  deps: Parameters<typeof buildTestApp>[1] = {},
) {
  const delay: Record<string, string> =
    delayMinutes === undefined ? {} : { CART_REMINDER_DELAY_MINUTES: `${delayMinutes}` };
  const context = await buildTestApp({ PUBLIC_URL, APP_SECRET: SECRET, ...delay, ...env }, deps);
  const { app, config } = context;
  const { db } = context.database;
  const calls = reminderCalls(app);
  const sweep = sweeper(app, { publicUrl: PUBLIC_URL, secret: SECRET });

  /** Saves this cart and runs the sweep once it is due: its draft and its mail's restore token. */
  async function remindedCart(body: CartReminderInput) {
    const pipelineId = newPipelineId();
    const saved = await calls.save(pipelineId, body);
    if (saved.statusCode !== 204) throw new Error(`the reminder was not saved: ${saved.body}`);
    await sweep(config.messaging.cartReminderDelayMinutes + 1);
    const draft = await draftOf(db, pipelineId);
    const [mail] = draft?.mailId
      ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, draft.mailId))
      : [];
    if (!draft || !mail) throw new Error('no reminder was sent for this cart');
    return { pipelineId, draft, token: restoreTokenOf(mail.text) };
  }

  return { ...context, db, ...calls, sweep, remindedCart };
}
