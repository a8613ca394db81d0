import { createHmac } from 'node:crypto';
import {
  type CreateGatewayOrderInput,
  GatewayError,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway.ts';
import { newRazorpayId } from './razorpay-ids.ts';
import { checkoutSignature, isValidCheckoutSignature } from './signature.ts';

/** Shown to Checkout in simulated mode; no real key id exists. */
const SIMULATED_KEY_ID = 'rzp_simulated';

// Enough for any demo; the oldest orders are forgotten first so memory stays bounded.
const MAX_ORDERS_KEPT = 10_000;

export type SimulatedPaymentOutcome =
  | { outcome: 'success'; paymentId: string; orderId: string; signature: string }
  | {
      outcome: 'failure';
      paymentId: string;
      orderId: string;
      error: { code: string; description: string; reason: string };
    };

const notFound = () => new GatewayError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');

/**
 * The demo's payment gateway (no keys set): Razorpay's behaviour in process — orders, payments,
 * capture, refunds and Checkout's signature, made with a secret derived from the app secret —
 * so every server step of a real payment runs unchanged. State lives in this process's memory:
 * one instance, and an unpaid order does not survive a restart.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly mode = 'simulated' as const;
  readonly keyId = SIMULATED_KEY_ID;
  private readonly keySecret: string;
  private readonly orders = new Map<string, GatewayOrder>();
  private readonly payments = new Map<string, GatewayPayment>();

  constructor(appSecret: string) {
    this.keySecret = createHmac('sha256', appSecret).update('simulated-razorpay-key').digest('hex');
  }

  async createOrder({
    amountInPaise,
    currency,
    receipt,
    notes = {},
  }: CreateGatewayOrderInput): Promise<GatewayOrder> {
    if (!Number.isSafeInteger(amountInPaise) || amountInPaise < 100) {
      throw new GatewayError(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
    }
    const order: GatewayOrder = {
      id: newRazorpayId('order'),
      amountInPaise,
      amountPaidInPaise: 0,
      currency,
      receipt,
      status: 'created',
      notes: { ...notes },
    };
    this.orders.set(order.id, order);
    if (this.orders.size > MAX_ORDERS_KEPT) {
      const oldest = this.orders.keys().next().value;
      if (oldest !== undefined) this.forgetOrder(oldest);
    }
    return { ...order };
  }

  async fetchOrder(orderId: string): Promise<GatewayOrder> {
    const order = this.orders.get(orderId);
    if (!order) throw notFound();
    return { ...order };
  }

  async listOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    if (!this.orders.has(orderId)) throw notFound();
    return [...this.payments.values()]
      .filter((payment) => payment.orderId === orderId)
      .map((payment) => ({ ...payment }));
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const payment = this.payments.get(paymentId);
    if (!payment) throw notFound();
    return { ...payment };
  }

  async capturePayment(
    paymentId: string,
    amountInPaise: number,
    currency: string,
  ): Promise<GatewayPayment> {
    const payment = this.payments.get(paymentId);
    if (!payment) throw notFound();
    if (payment.status !== 'authorized') {
      throw new GatewayError(
        400,
        'BAD_REQUEST_ERROR',
        payment.status === 'captured'
          ? 'This payment has already been captured'
          : 'Only payments which have been authorized and not yet captured can be captured',
      );
    }
    if (payment.amountInPaise !== amountInPaise || payment.currency !== currency) {
      throw new GatewayError(
        400,
        'BAD_REQUEST_ERROR',
        'Capture amount must be equal to the amount authorized',
      );
    }
    payment.status = 'captured';
    this.markOrderPaid(payment);
    return { ...payment };
  }

  async refundPayment(paymentId: string, amountInPaise: number): Promise<GatewayRefund> {
    const payment = this.payments.get(paymentId);
    if (!payment) {
      // Paid before this process started: the ledger lives in memory, the order in the database.
      // No money ever moved, and the orders service refunds a completed order once (row lock),
      // so the refund is granted as asked rather than failing a demo shop's cancel after a restart.
      if (!paymentId.startsWith('pay_') || amountInPaise < 1) throw notFound();
      return {
        id: newRazorpayId('rfnd'),
        paymentId,
        amountInPaise,
        currency: 'INR',
        status: 'processed',
      };
    }
    const refundable = payment.amountInPaise - payment.amountRefundedInPaise;
    if (payment.status !== 'captured' || amountInPaise < 1 || amountInPaise > refundable) {
      throw new GatewayError(
        400,
        'BAD_REQUEST_ERROR',
        'The refund amount provided is greater than amount captured',
      );
    }
    payment.amountRefundedInPaise += amountInPaise;
    if (payment.amountRefundedInPaise === payment.amountInPaise) payment.status = 'refunded';
    return {
      id: newRazorpayId('rfnd'),
      paymentId,
      amountInPaise,
      currency: payment.currency,
      status: 'processed',
    };
  }

  isValidCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean {
    return isValidCheckoutSignature(this.keySecret, orderId, paymentId, signature);
  }

  /**
   * What the "Test payment" dialog's Pay or Fail does: a captured payment with Checkout's
   * signature, or a failed attempt with the details Checkout's `payment.failed` carries.
   */
  async simulatePayment(
    orderId: string,
    outcome: 'success' | 'failure',
  ): Promise<SimulatedPaymentOutcome | null> {
    const order = this.orders.get(orderId);
    if (!order || order.status === 'paid') return null;
    const payment: GatewayPayment = {
      id: newRazorpayId('pay'),
      orderId,
      amountInPaise: order.amountInPaise,
      amountRefundedInPaise: 0,
      currency: order.currency,
      status: outcome === 'success' ? 'captured' : 'failed',
      method: 'card',
      errorCode: outcome === 'success' ? null : 'BAD_REQUEST_ERROR',
      errorDescription: outcome === 'success' ? null : 'Payment failed in the test payment dialog.',
    };
    this.payments.set(payment.id, payment);
    order.status = 'attempted';
    if (outcome === 'failure') {
      return {
        outcome,
        paymentId: payment.id,
        orderId,
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed in the test payment dialog.',
          reason: 'payment_failed',
        },
      };
    }
    this.markOrderPaid(payment);
    return {
      outcome,
      paymentId: payment.id,
      orderId,
      signature: checkoutSignature(this.keySecret, orderId, payment.id),
    };
  }

  private markOrderPaid(payment: GatewayPayment): void {
    const order = payment.orderId ? this.orders.get(payment.orderId) : undefined;
    if (!order) return;
    order.status = 'paid';
    order.amountPaidInPaise = payment.amountInPaise;
  }

  private forgetOrder(orderId: string): void {
    this.orders.delete(orderId);
    for (const [id, payment] of this.payments)
      if (payment.orderId === orderId) this.payments.delete(id);
  }
}
