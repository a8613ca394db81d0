// The port cancelling needs of the payment gateway. Orders declares it and payments implements
// it (its PaymentGateway extends RefundGateway, its GatewayError is a GatewayRefusal), so orders
// never imports payments.

import type { Tx } from '../../db/client.ts';

/** A refund as the gateway answers it; `failed` ones need a person. */
export interface RefundOutcome {
  /** The gateway's refund id (`rfnd_…`), told to the shopper in the refunded mail. */
  id?: string;
  amountInPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * What cancelling needs of the payment gateway. Called inside the cancel's transaction, while the
 * order's row is locked: a gateway must not touch the database but through `within` (PGlite has
 * one connection, which that transaction holds). Razorpay speaks HTTP and ignores it; the
 * simulated gateway keeps its books in the database and writes the refund there, so it commits
 * or rolls back with the cancel.
 */
export interface RefundGateway {
  /**
   * Refunds part or all of a captured payment; amounts are integer paise. `idempotencyKey`
   * (10+ letters, digits, `-`, `_`): a repeat of the call with the same key and body refunds
   * nothing more, even while the first is still being processed (Razorpay's `X-Refund-Idempotency`).
   */
  refundPayment(
    paymentId: string,
    amountInPaise: number,
    notes?: Record<string, string>,
    within?: Tx,
    idempotencyKey?: string,
  ): Promise<RefundOutcome>;
  /**
   * The payment's refunds whose notes hold every one of `notes`, failed ones included, newest
   * first: what an earlier call made even if its answer was lost or its transaction rolled back.
   */
  findRefunds(paymentId: string, notes: Record<string, string>): Promise<RefundOutcome[]>;
}

/** How a gateway's failure reads: its own code and words, for the admin who sorts it out. */
export interface GatewayRefusal extends Error {
  readonly code: string;
  readonly description: string;
}

export function isGatewayRefusal(error: unknown): error is GatewayRefusal {
  if (!(error instanceof Error)) return false;
  const { code, description } = error as Partial<GatewayRefusal>;
  return typeof code === 'string' && typeof description === 'string';
}
