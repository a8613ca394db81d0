// Shared by orders.fulfilment.test.ts, orders.cancel-mail.test.ts and returns-test-kit.ts: the
// app's secret and public address, orders whose token derives from that secret, admin PUTs, and
// the mails and events an order left behind, over the app and database a test file builds for
// itself.
import { and, asc, eq } from 'drizzle-orm';
import { mailOutbox } from '../modules/mail/mail.tables.ts';
import { orderEvents } from '../modules/orders/orders.tables.ts';
import type { TestContext } from './build-test-app.ts';
import { createOrder, type OrderOverrides } from './factories.ts';
import { ADMIN } from './order-test-kit.ts';

export const SECRET = 'fulfilment-test-secret-of-at-least-32-chars';
export const PUBLIC_URL = 'https://skins.example.in';

export function fulfilmentHelpers({ app, database: { db } }: TestContext) {
  /** An order whose token is derived from the app's secret, as a paid checkout's. */
  const orderIn = (overrides: OrderOverrides = {}) =>
    createOrder(db, { tokenSecret: SECRET, ...overrides });

  const put = (url: string, payload?: object, headers: Record<string, string> = ADMIN) =>
    app.inject({ method: 'PUT', url, headers, ...(payload ? { payload } : {}) });

  async function mailsTo(email: string, kind?: string) {
    return db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), kind ? eq(mailOutbox.kind, kind) : undefined))
      .orderBy(asc(mailOutbox.createdAt));
  }

  async function eventsOf(orderId: string) {
    return db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at));
  }

  return { orderIn, put, mailsTo, eventsOf };
}
