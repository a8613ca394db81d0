import { createHash, createHmac, randomBytes } from 'node:crypto';

// The order token is the shopper's only key to their order (confirmation page, mail link, cancel
// request). The database keeps its SHA-256 only, so a leaked table grants no access.

const PURPOSE = 'order-token';

/** A fresh random token: 32 bytes (256 bits), base64url (43 characters). */
export function createOrderToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token of one order, derived from the app secret: the same order id always gives the same
 * token, so a repeated payment verification can answer it again without storing it in plain.
 * As unguessable as a random token while `APP_SECRET` stays secret.
 */
export function deriveOrderToken(secret: string, orderId: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(orderId).digest('base64url');
}

/** What `orders.token_hash` holds: SHA-256 of the token, lower-case hex. */
export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The storefront's confirmation page for this order (the link in the confirmation mail). */
export function orderPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/order-confirmation?token=${encodeURIComponent(token)}`;
}

/**
 * The link a status mail carries: the tracking page with the order's token (its timeline,
 * parcel, invoice and cancel request, one click away). Orders paid at checkout and manual orders
 * have a token derived from the app secret; an order whose token was random (made before tokens
 * were derived for manual orders) gets the tracking page by id alone.
 */
export function orderMailUrl(
  { publicUrl, secret }: { publicUrl: string; secret: string },
  order: { id: string; tokenHash: string },
): string {
  const token = deriveOrderToken(secret, order.id);
  if (hashOrderToken(token) === order.tokenHash) {
    return orderTrackingUrl(publicUrl, order.id, token);
  }
  return `${publicUrl}/track-order?id=${encodeURIComponent(order.id)}`;
}

/**
 * The storefront's tracking page for this order, one click from any mail: the id shows the status
 * to anyone; the token adds the link to the whole order.
 */
export function orderTrackingUrl(publicUrl: string, orderId: string, token: string): string {
  return `${publicUrl}/track-order?${new URLSearchParams({ id: orderId, token })}`;
}

/**
 * The order's tax invoice or credit note (PDF) with its token, for the mails' download links.
 * Like the PDF's own route, it answers 404 until the document is issued.
 */
export function orderDocumentUrl(
  publicUrl: string,
  orderId: string,
  token: string,
  document: 'invoice' | 'credit-note',
): string {
  return `${publicUrl}/api/orders/${encodeURIComponent(orderId)}/${document}.pdf?${new URLSearchParams({ token })}`;
}

/** The credit note's link for a status mail; null when the order's token is not derived. */
export function orderCreditNoteMailUrl(
  { publicUrl, secret }: { publicUrl: string; secret: string },
  order: { id: string; tokenHash: string },
): string | null {
  const token = deriveOrderToken(secret, order.id);
  if (hashOrderToken(token) !== order.tokenHash) return null;
  return orderDocumentUrl(publicUrl, order.id, token, 'credit-note');
}
