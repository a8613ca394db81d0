import type { PaymentMode } from '@skins/shared';

// The payment gateway as the shop sees it (ARCHITECTURE.md #8): Razorpay's Orders and Payments
// APIs, reduced to what checkout, the reconciler and refunds need. Amounts are integer paise,
// exactly as Razorpay counts them; never pass rupees.

/** Razorpay's order states: `attempted` once a payment was tried, `paid` once one is captured. */
export type GatewayOrderStatus = 'created' | 'attempted' | 'paid';

/** Razorpay's payment states. Only `captured` money is ours; `authorized` still needs capturing. */
export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

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
 * What the shop needs of a payment gateway. Two implementations: `RazorpayGateway` (the real
 * API over fetch, razorpay-gateway.ts) and `SimulatedGateway` (in-process, simulated-gateway.ts).
 * Every method rejects with `RazorpayError` (razorpay-client.ts), network failures included.
 */
export interface PaymentGateway {
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
  /** Refunds part or all of a captured payment (orders' cancel passes the amount paid). */
  refundPayment(
    paymentId: string,
    amountInPaise: number,
    notes?: Record<string, string>,
  ): Promise<GatewayRefund>;
  /**
   * Whether `signature` is what Checkout's `handler` receives for this order and payment:
   * HMAC-SHA256 of `<orderId>|<paymentId>` with the key secret, compared in constant time.
   */
  isValidCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
}
