import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay and Meta both sign with HMAC-SHA256 and send the digest as 64 hex characters
// (Meta prefixes it with `sha256=`): one check for both, in constant time.

const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;

export function hmacSha256Hex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * Whether `signature` is the HMAC-SHA256 of `payload` under `secret`. The length and alphabet are
 * checked first (timingSafeEqual throws on unequal lengths), then the bytes in constant time, so
 * the answer's timing says nothing about how much of a forged signature was right.
 */
export function isValidHmacSignature(
  secret: string,
  payload: string | Buffer,
  signature: string | undefined,
): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = Buffer.from(hmacSha256Hex(secret, payload), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
