import type { OrderLinkSent, OrderLookupInput } from '@skins/shared';
import type { Db } from '../../db/client.ts';
import { orderLinkMail } from './order-link-mail.ts';
import { orderIdOfPair } from './order-lookup.ts';
import { type OrderLinkMailer, queueOrderMail } from './order-mailer.ts';

/**
 * "Email me my order link": the order with this number and checkout email gets a mail with its
 * tracking link and token, written to the outbox in a transaction and sent once committed; 404
 * for any wrong pair, as the lookup. The mail goes to the order's email, which is the address
 * typed: the answer names nothing the shopper did not give.
 */
export async function emailOrderLink(
  db: Db,
  mailer: OrderLinkMailer,
  pair: OrderLookupInput,
): Promise<OrderLinkSent> {
  const id = await orderIdOfPair(db, pair);
  const mail = await db.transaction((tx) => queueOrderMail(tx, mailer, id, orderLinkMail));
  mailer.mail.sendQueued([mail]);
  return { sentTo: mail.toAddress };
}
