// Shared by orders.admin.test.ts and orders.manual.test.ts: reading an order's history and
// counting rows, over the app and database a test file builds for itself.
import { OrderTrackingSchema } from '@skins/shared';
import { count } from 'drizzle-orm';
import type { mailOutbox } from '../modules/mail/mail.tables.ts';
import type { orders } from '../modules/orders/orders.tables.ts';
import type { TestContext } from './build-test-app.ts';

export function adminOrderRequests({ app, database: { db } }: TestContext) {
  const history = async (id: string) =>
    OrderTrackingSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/orders/track-order/${id}` })).json(),
    ).history.map((event) => event.status);
  const countOf = async (table: typeof orders | typeof mailOutbox) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  return { history, countOf };
}
