import type { PaymentMode } from '@skins/shared';
import type { Tx } from '../../db/client.ts';
import type { GatewayRefusal, RefundGateway } from '../orders/index.ts';

// The payment gateway as the shop sees it (ARCHITECTURE.md #8): Razorpay's Orders and Payments
// APIs, reduced to what checkout, the reconciler and refunds need. Amounts are integer paise,
// exactly as Razorpay counts them; never pass rupees.

/** Razorpay's order states: `attempted` once a payment was tried, `paid` once one is captured. */
type GatewayOrderStatus = 'created' | 'attempted' | 'paid';

/** Razorpay's payment states. Only `captured` money is ours; `authorized` still needs capturing. */
type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayOrder {
  id: string;
  amountInPaise: number;
  amountPaidInPaise: number;
  currency: string;
  receipt: string | null;
  status: GatewayOrderStatus;
  notes: Record<string, string>;
}

export interface GatewayPayment {
  id: string;
  /** The Razorpay order the payment was made against; null for payments made without one. */
  orderId: string | null;
  amountInPaise: number;
  amountRefundedInPaise: number;
  currency: string;
  status: GatewayPaymentStatus;
  method: string | null;
  errorCode: string | null;
  errorDescription: string | null;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountInPaise: number;
  currency: string;
  /** `pending` refunds still complete on Razorpay's side; `failed` ones need a person. */
  status: 'pending' | 'processed' | 'failed';
}

export interface CreateGatewayOrderInput {
  amountInPaise: number;
  currency: string;
  /** Our checkout id: Razorpay shows it in the dashboard and answers it back. At most 40 chars. */
  receipt: string;
  notes?: Record<string, string>;
}

/**
 * Every failure of a gateway call, whichever gateway: Razorpay's error envelope (`error.code`,
 * `error.description`), or a network failure, timeout or unreadable answer (`statusCode` 0 or
 * the HTTP status). The simulated gateway answers Razorpay's codes too.
 */
export class GatewayError extends Error implements GatewayRefusal {
  override readonly name = 'GatewayError';

  constructor(
    /** The HTTP status; 0 when no answer arrived. */
    readonly statusCode: number,
    /** `BAD_REQUEST_ERROR`, `GATEWAY_ERROR`, `SERVER_ERROR`… or a `CLIENT_FAILURE_CODES` value. */
    readonly code: string,
    readonly description: string,
    readonly reason: string | null = null,
    options?: ErrorOptions,
  ) {
    super(`Gateway ${code}: ${description}`, options);
  }

  /**
   * The gateway understood the call and refused it (an unknown id, a bad amount, an already
   * captured payment): repeating it changes nothing. Anything else may succeed later.
   */
  get isRefusal(): boolean {
    return this.statusCode >= 400 && this.statusCode < 500 && this.statusCode !== 429;
  }
}

/**
 * What the shop needs of a payment gateway. Two implementations: `RazorpayGateway` (the real
 * API over fetch, razorpay-gateway.ts) and `SimulatedGateway` (Razorpay's behaviour without
 * Razorpay, simulated-gateway.ts). Every method rejects with `GatewayError`, network failures
 * included; only a failure of the shop's own database, where the simulated gateway keeps its
 * books, rejects as itself. It is the refund port orders declares (RefundGateway), and more.
 */
export interface PaymentGateway extends RefundGateway {
  readonly mode: PaymentMode;
  /** The public key id Razorpay Checkout is opened with. */
  readonly keyId: string;
  createOrder(input: CreateGatewayOrderInput): Promise<GatewayOrder>;
  fetchOrder(orderId: string): Promise<GatewayOrder>;
  /** Every payment attempted against the order, failed ones included (the reconciler reads it). */
  listOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Captures an `authorized` payment; the amount and currency must be the authorised ones. */
  capturePayment(
    paymentId: string,
    amountInPaise: number,
    currency: string,
  ): Promise<GatewayPayment>;
  /**
   * Refunds part or all of a captured payment (orders' cancel passes the amount paid, and its
   * transaction as `within`; a return's refund its `idempotencyKey`: see RefundGateway).
   */
  refundPayment(
    paymentId: string,
    amountInPaise: number,
    notes?: Record<string, string>,
    within?: Tx,
    idempotencyKey?: string,
  ): Promise<GatewayRefund>;
  /** The payment's refunds whose notes hold every one of `notes`, newest first (RefundGateway). */
  findRefunds(paymentId: string, notes: Record<string, string>): Promise<GatewayRefund[]>;
  /**
   * Whether `signature` is what Checkout's `handler` receives for this order and payment:
   * HMAC-SHA256 of `<orderId>|<paymentId>` with the key secret, compared in constant time.
   */
  isValidCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
}
