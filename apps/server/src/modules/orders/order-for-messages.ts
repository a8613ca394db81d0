import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from './orders.tables.ts';

// What an order update on WhatsApp or by SMS says of its order (the messages module, issue
// [16]), read in the transaction of the change it reports.

export interface OrderForMessages {
  id: string;
  number: number;
  /** The shopper's 10-digit phone, as the checkout took it. */
  phone: string;
  /** When the shopper consented to updates; null: none. */
  whatsappConsentAt: Date | null;
  paymentMethod: string;
  paymentStatus: string;
  totalInPaise: number;
  amountPaidInPaise: number;
  /** The shipment; null until shipped. */
  courier: string | null;
  trackingNumber: string | null;
}

export async function orderForMessages(
  db: Db | Tx,
  orderId: string,
): Promise<OrderForMessages | null> {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      phone: orders.phone,
      whatsappConsentAt: orders.whatsappConsentAt,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalInPaise: orders.totalInPaise,
      amountPaidInPaise: orders.amountPaidInPaise,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
