import { hmacSha256Hex, isValidHmacSignature } from '../../http/hmac-signature.ts';

// Razorpay signs with HMAC-SHA256 and sends the digest as 64 lower-case hex characters: Checkout's
// handler gets one over `<order id>|<payment id>` (key secret), webhooks one over the raw body
// (webhook secret). The check itself is shared with Meta's webhook (http/hmac-signature.ts).

export { hmacSha256Hex, isValidHmacSignature };

/** What Razorpay Checkout's `handler` receives as `razorpay_signature`. */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidCheckoutSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return isValidHmacSignature(keySecret, `${orderId}|${paymentId}`, signature);
}
