import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutSignature, isValidCheckoutSignature, isValidHmacSignature } from './signature.ts';

const SECRET = 'key-secret';
const expected = createHmac('sha256', SECRET).update('order_A|pay_B').digest('hex');

describe('checkout signatures', () => {
  it('signs `<order id>|<payment id>` with HMAC-SHA256 as 64 hex characters, as Razorpay does', () => {
    expect(checkoutSignature(SECRET, 'order_A', 'pay_B')).toBe(expected);
    expect(isValidCheckoutSignature(SECRET, 'order_A', 'pay_B', expected)).toBe(true);
    expect(isValidCheckoutSignature(SECRET, 'order_A', 'pay_B', expected.toUpperCase())).toBe(true);
  });

  it.each([
    ['another order', 'order_X', 'pay_B', expected],
    ['another payment', 'order_A', 'pay_X', expected],
    ['a truncated signature', 'order_A', 'pay_B', expected.slice(0, 62)],
    ['a longer signature', 'order_A', 'pay_B', `${expected}ab`],
    ['a non-hex signature of the right length', 'order_A', 'pay_B', `${expected.slice(0, 63)}z`],
    ['an empty signature', 'order_A', 'pay_B', ''],
  ])('refuses %s', (_, orderId, paymentId, signature) => {
    expect(isValidCheckoutSignature(SECRET, orderId, paymentId, signature)).toBe(false);
  });

  it('refuses a signature made with another secret', () => {
    const other = checkoutSignature('webhook-secret', 'order_A', 'pay_B');
    expect(isValidCheckoutSignature(SECRET, 'order_A', 'pay_B', other)).toBe(false);
  });
});

describe('isValidHmacSignature over raw bytes', () => {
  const body = Buffer.from('{"event":"payment.captured","amount":59300}');
  const signature = createHmac('sha256', SECRET).update(body).digest('hex');

  it('accepts the exact bytes and nothing else', () => {
    expect(isValidHmacSignature(SECRET, body, signature)).toBe(true);
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(isValidHmacSignature(SECRET, reformatted, signature)).toBe(false);
    expect(isValidHmacSignature(SECRET, body, undefined)).toBe(false);
  });
});
