import type { AdminCartReminder, AdminCartReminderList } from '@skins/shared';
import { asc, count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderAmountsOf } from '../orders/index.ts';
import { type CartReminderRow, cartReminders } from './cart-reminders.tables.ts';
import { cartReminderFigures } from './recovered-orders.ts';

/**
 * GET /admin/cart-reminders (API.md § Cart reminders): the drafts newest first, each with its
 * value, its mail (or why none went) and its recovered order; the totals over every kept draft.
 */
export async function listCartReminders(
  db: Db,
  { page, limit }: { page: number; limit: number },
): Promise<AdminCartReminderList> {
  const [counted] = await db.select({ n: count() }).from(cartReminders);
  const total = Number(counted?.n ?? 0);
  const rows = await db
    .select()
    .from(cartReminders)
    .orderBy(desc(cartReminders.createdAt), asc(cartReminders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const orders = await orderAmountsOf(
    db,
    rows.flatMap((row) => (row.recoveredOrderId ? [row.recoveredOrderId] : [])),
  );
  const view = (row: CartReminderRow): AdminCartReminder => {
    const recovered = row.recoveredOrderId ? orders.get(row.recoveredOrderId) : undefined;
    return {
      _id: row.id,
      email: row.email,
      firstName: row.firstName,
      itemCount: row.items.reduce((sum, item) => sum + item.quantity, 0),
      valueInPaise: row.valueInPaise,
      createdAt: row.createdAt.toISOString(),
      remindAt: row.remindAt.toISOString(),
      remindedAt: row.remindedAt?.toISOString() ?? null,
      skipped: row.skipped,
      withdrawn: row.withdrawnAt !== null,
      restoredAt: row.restoredAt?.toISOString() ?? null,
      recoveredOrder:
        row.recoveredOrderId && recovered
          ? {
              _id: row.recoveredOrderId,
              number: recovered.number,
              totalInPaise: recovered.totalInPaise,
            }
          : null,
    };
  };
  return {
    data: rows.map(view),
    page,
    limit,
    total,
    totalPages: Math.ceil(total / limit),
    totals: await cartReminderFigures(db, null),
  };
}
