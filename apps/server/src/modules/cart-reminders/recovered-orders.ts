import { CART_REMINDER_RECOVERY_DAYS } from '@skins/shared';
import { and, count, desc, eq, gt, gte, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderAmountsOf } from '../orders/index.ts';
import { cartReminders } from './cart-reminders.tables.ts';

const DAY_MS = 86_400_000;

/**
 * In the transaction that records an order (paid online, or cash on delivery): when this email's
 * reminder link restored a cart and the mail went within CART_REMINDER_RECOVERY_DAYS, the newest
 * such draft is marked recovered by this order, committed with the order or not at all.
 */
export async function markRecoveredCart(
  tx: Tx,
  order: { id: string; email: string },
  now = new Date(),
): Promise<void> {
  const [draft] = await tx
    .select({ id: cartReminders.id })
    .from(cartReminders)
    .where(
      and(
        eq(cartReminders.email, order.email.trim().toLowerCase()),
        isNotNull(cartReminders.mailId),
        isNotNull(cartReminders.restoredAt),
        isNull(cartReminders.recoveredOrderId),
        gt(
          cartReminders.remindedAt,
          new Date(now.getTime() - CART_REMINDER_RECOVERY_DAYS * DAY_MS),
        ),
      ),
    )
    .orderBy(desc(cartReminders.remindedAt), desc(cartReminders.id))
    .limit(1)
    .for('update');
  if (!draft) return;
  await tx
    .update(cartReminders)
    .set({ recoveredOrderId: order.id, recoveredAt: now, updatedAt: now })
    .where(and(eq(cartReminders.id, draft.id), isNull(cartReminders.recoveredOrderId)));
}

export interface CartReminderFigures {
  sent: number;
  recovered: number;
  /** What the recovered orders paid (a `Completed` payment's amount; cash not yet received: 0). */
  recoveredInPaise: number;
}

/** Mails sent and orders recovered since `since` (all kept drafts when null). */
export async function cartReminderFigures(
  db: Db,
  since: Date | null,
): Promise<CartReminderFigures> {
  const [sent] = await db
    .select({ n: count() })
    .from(cartReminders)
    .where(
      and(
        isNotNull(cartReminders.mailId),
        since ? gte(cartReminders.remindedAt, since) : undefined,
      ),
    );
  const recovered = await db
    .select({ orderId: cartReminders.recoveredOrderId })
    .from(cartReminders)
    .where(
      and(
        isNotNull(cartReminders.recoveredOrderId),
        since ? gte(cartReminders.recoveredAt, since) : undefined,
      ),
    );
  const orderIds = recovered.flatMap((row) => (row.orderId ? [row.orderId] : []));
  const amounts = await orderAmountsOf(db, orderIds);
  return {
    sent: Number(sent?.n ?? 0),
    recovered: orderIds.length,
    recoveredInPaise: orderIds.reduce((sum, id) => sum + (amounts.get(id)?.paidInPaise ?? 0), 0),
  };
}
