import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from './orders.tables.ts';

// Small questions other modules ask of orders (the cart reminders, issue [16]).

/**
 * Whether this email placed an order after `since`: paid online, cash on delivery or typed in by
 * the owner, cancelled later or not. A replacement is not one: the shop sent it for a return.
 */
export async function hasOrderedSince(db: Db | Tx, email: string, since: Date): Promise<boolean> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.email, email.trim().toLowerCase()),
        gt(orders.createdAt, since),
        isNull(orders.replacementOf),
      ),
    )
    .limit(1);
  return found !== undefined;
}

export interface OrderAmount {
  number: number;
  totalInPaise: number;
  /** What the shop holds for it: the amount paid of a `Completed` payment, else 0. */
  paidInPaise: number;
}

/** Each of these orders' number, total and what was paid, by id; unknown ids are absent. */
export async function orderAmountsOf(
  db: Db | Tx,
  ids: readonly string[],
): Promise<Map<string, OrderAmount>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      totalInPaise: orders.totalInPaise,
      amountPaidInPaise: orders.amountPaidInPaise,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        number: row.number,
        totalInPaise: row.totalInPaise,
        paidInPaise: row.paymentStatus === 'Completed' ? row.amountPaidInPaise : 0,
      },
    ]),
  );
}
