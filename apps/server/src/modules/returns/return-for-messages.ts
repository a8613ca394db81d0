import type { ReturnStatus } from '@skins/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { returnNumber } from './return-moves.ts';
import { returns } from './returns.tables.ts';

/**
 * The number (`R1001`) of the order's return that has just moved to `status`, for the WhatsApp
 * or SMS beside that move's mail (the messages module, issue [16]), read in the move's
 * transaction: of the order's returns in that status, the one changed last. Null when none is.
 */
export async function movedReturnNumber(
  db: Db | Tx,
  orderId: string,
  status: ReturnStatus,
): Promise<string | null> {
  const [row] = await db
    .select({ number: returns.number })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), eq(returns.status, status)))
    .orderBy(desc(returns.updatedAt), desc(returns.number))
    .limit(1);
  return row ? returnNumber(row) : null;
}
