import { FakeError, type FakeLedger, type FakeRefund } from './fake-razorpay-ledger.ts';

// The fake Razorpay's refund calls (fake-razorpay.ts serves them; the ledger makes a refund):
// a payment's refunds page by page, a refund under `X-Refund-Idempotency`, and a refund the bank
// turns down after it was made.

/** What a call to the fake asked beside its method and path. */
export interface CallAsked {
  body: Record<string, unknown>;
  query: URLSearchParams;
  idempotencyKey: string | null;
}

export class FakeRefundDesk {
  /** Refunds made under a key: the call they were asked with, and them. */
  private readonly byKey = new Map<string, { asked: string; refund: FakeRefund }>();

  constructor(private readonly ledger: FakeLedger) {}

  /**
   * `POST /payments/{id}/refund`. With `X-Refund-Idempotency`, the same key and body answer the
   * refund made the first time, and a different body under the key is refused (Razorpay's words).
   */
  refund(paymentId: string, { body, idempotencyKey: key }: CallAsked): FakeRefund {
    const payment = this.ledger.findPayment(paymentId);
    if (key === null) return this.ledger.refundPayment(payment, body);
    if (!/^[\w-]{10,}$/.test(key)) {
      throw new FakeError(400, 'BAD_REQUEST_ERROR', 'The idempotency key is invalid.');
    }
    const asked = JSON.stringify({ payment: payment.id, ...body });
    const earlier = this.byKey.get(key);
    if (earlier && earlier.asked !== asked) {
      throw new FakeError(
        400,
        'BAD_REQUEST_ERROR',
        'Different request with the same idempotency key has already been processed.',
      );
    }
    if (earlier) return earlier.refund;
    const refund = this.ledger.refundPayment(payment, body);
    this.byKey.set(key, { asked, refund });
    return refund;
  }

  /**
   * `GET /payments/{id}/refunds`: the payment's refunds newest first, `skip` of them left out,
   * at most `count` (10 unless asked; Razorpay allows up to 100).
   */
  list(paymentId: string, { query }: CallAsked) {
    const payment = this.ledger.findPayment(paymentId);
    const count = pageNumber(query, 'count', 10);
    const skip = pageNumber(query, 'skip', 0);
    if (count < 1 || count > 100) {
      throw new FakeError(
        400,
        'BAD_REQUEST_ERROR',
        'The count may not be greater than 100.',
        'count',
      );
    }
    const all = [...this.ledger.refunds.values()].filter((one) => one.payment_id === payment.id);
    const items = all.reverse().slice(skip, skip + count);
    return { entity: 'collection', count: items.length, items };
  }

  /** The bank turned the refund down: it is `failed`, and its amount may be refunded again. */
  fail(refundId: string): void {
    const refund = this.ledger.refunds.get(refundId);
    const payment = refund && this.ledger.payments.get(refund.payment_id);
    if (!refund || !payment || refund.status === 'failed') throw new Error(`no refund ${refundId}`);
    refund.status = 'failed';
    payment.amount_refunded -= refund.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : 'partial';
    payment.status = 'captured';
  }
}

function pageNumber(query: URLSearchParams, name: string, fallback: number): number {
  const value = query.get(name);
  if (value === null) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new FakeError(400, 'BAD_REQUEST_ERROR', `The ${name} must be an integer.`, name);
  }
  return number;
}
