import type { ReturnStatus } from '@skins/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { returnNumber } from './return-moves.ts';
import { returns } from './returns.tables.ts';

/** What the WhatsApp or SMS beside a return's mail says of it (the messages module, issue [16]). */
export interface ReturnForMessages {
  orderId: string;
  /** `R1001`. */
  number: string;
  status: ReturnStatus;
}

/**
 * The return a mail is about (`OutgoingMail.returnId`), read in the mail's transaction, so its
 * status is the one the move just wrote. Null for an unknown id.
 */
export async function returnForMessages(
  db: Db | Tx,
  returnId: string,
): Promise<ReturnForMessages | null> {
  const [row] = await db
    .select({ orderId: returns.orderId, number: returns.number, status: returns.status })
    .from(returns)
    .where(eq(returns.id, returnId));
  return row ? { orderId: row.orderId, number: returnNumber(row), status: row.status } : null;
}
