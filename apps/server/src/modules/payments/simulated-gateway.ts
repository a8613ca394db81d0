import { createHmac } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
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
import { MemorySimulatedStore } from './simulated-memory-store.ts';
import type { SimulatedStore } from './simulated-store.ts';

/** Shown to Checkout in simulated mode; no real key id exists. */
const SIMULATED_KEY_ID = 'rzp_simulated';

export type SimulatedPaymentOutcome =
  | { outcome: 'success'; paymentId: string; orderId: string; signature: string }
  | {
      outcome: 'failure';
      paymentId: string;
      orderId: string;
      error: { code: string; description: string; reason: string };
    };

const notFound = () => new GatewayError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');

function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

/**
 * The demo's payment gateway (no keys set): Razorpay's behaviour without Razorpay — orders,
 * payments, capture, refunds and Checkout's signature, made with a secret derived from the app
 * secret — so every server step of a real payment runs unchanged. The rules live here, the
 * books in a store (simulated-store.ts): this process's memory unless one is given.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly mode = 'simulated' as const;
  readonly keyId = SIMULATED_KEY_ID;
  private readonly keySecret: string;

  constructor(
    appSecret: string,
    private readonly store: SimulatedStore = new MemorySimulatedStore(),
  ) {
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
    await this.store.addOrder(order);
    return order;
  }

  async fetchOrder(orderId: string): Promise<GatewayOrder> {
    return found(await this.store.findOrder(orderId));
  }

  async listOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    return found(await this.store.listPayments(orderId));
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    return found(await this.store.findPayment(paymentId));
  }

  async capturePayment(
    paymentId: string,
    amountInPaise: number,
    currency: string,
  ): Promise<GatewayPayment> {
    const captured = await this.store.changePayment(paymentId, (payment, order) => {
      refuseCapture(payment, amountInPaise, currency);
      const done: GatewayPayment = { ...payment, status: 'captured' };
      return { payment: done, order: paidOrder(order, done), answer: done };
    });
    return found(captured);
  }

  async refundPayment(
    paymentId: string,
    amountInPaise: number,
    _notes?: Record<string, string>,
    within?: Tx,
  ): Promise<GatewayRefund> {
    const refund = await this.store.changePayment(
      paymentId,
      (payment) => ({
        payment: refunded(payment, amountInPaise),
        answer: processedRefund(paymentId, amountInPaise, payment.currency),
      }),
      within,
    );
    if (refund) return refund;
    // A payment the books never held: taken before a restart (memory store) or, in the database,
    // before this version kept them there. No money ever moved, and the orders service refunds a
    // completed order once (row lock), so the refund is granted as asked rather than failing a
    // demo shop's cancel (decision 036).
    if (!paymentId.startsWith('pay_') || amountInPaise < 1) throw notFound();
    return processedRefund(paymentId, amountInPaise, 'INR');
  }

  /**
   * None, ever: a refund here is written in the caller's transaction (`within`), so one that
   * fails after the refund takes the refund back with it; no refund outlives the step that made
   * it, and a retry must refund afresh. (The memory store, for tests, keeps no transaction; no
   * money moves either way.) So no idempotency key is needed either.
   */
  async findRefunds(): Promise<GatewayRefund[]> {
    return [];
  }

  isValidCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean {
    return isValidCheckoutSignature(this.keySecret, orderId, paymentId, signature);
  }

  /**
   * What the "Test payment" dialog's Pay or Fail does: a captured payment with Checkout's
   * signature, or a failed attempt with the details Checkout's `payment.failed` carries. Null
   * for an order that is unknown or already paid.
   */
  async simulatePayment(
    orderId: string,
    outcome: 'success' | 'failure',
  ): Promise<SimulatedPaymentOutcome | null> {
    const payment = await this.store.changeOrder(orderId, (order) => {
      if (order.status === 'paid') return { answer: null };
      const payment = attemptedPayment(order, outcome);
      const attempted: GatewayOrder = { ...order, status: 'attempted' };
      const changed = outcome === 'success' ? paidOrder(attempted, payment) : attempted;
      return { order: changed, payment, answer: payment };
    });
    if (!payment) return null;
    if (outcome === 'failure') {
      return {
        outcome,
        paymentId: payment.id,
        orderId,
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: FAILED_IN_DIALOG,
          reason: 'payment_failed',
        },
      };
    }
    return {
      outcome,
      paymentId: payment.id,
      orderId,
      signature: checkoutSignature(this.keySecret, orderId, payment.id),
    };
  }
}

const FAILED_IN_DIALOG = 'Payment failed in the test payment dialog.';

function attemptedPayment(order: GatewayOrder, outcome: 'success' | 'failure'): GatewayPayment {
  const isSuccess = outcome === 'success';
  return {
    id: newRazorpayId('pay'),
    orderId: order.id,
    amountInPaise: order.amountInPaise,
    amountRefundedInPaise: 0,
    currency: order.currency,
    status: isSuccess ? 'captured' : 'failed',
    method: 'card',
    errorCode: isSuccess ? null : 'BAD_REQUEST_ERROR',
    errorDescription: isSuccess ? null : FAILED_IN_DIALOG,
  };
}

/** Razorpay's refusals of a capture, in the order it checks. */
function refuseCapture(payment: GatewayPayment, amountInPaise: number, currency: string): void {
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
}

function paidOrder(order: GatewayOrder, payment: GatewayPayment): GatewayOrder {
  return { ...order, status: 'paid', amountPaidInPaise: payment.amountInPaise };
}

/** The payment after refunding `amountInPaise` of it; throws what Razorpay answers past that. */
function refunded(payment: GatewayPayment, amountInPaise: number): GatewayPayment {
  const refundable = payment.amountInPaise - payment.amountRefundedInPaise;
  if (payment.status !== 'captured' || amountInPaise < 1 || amountInPaise > refundable) {
    throw new GatewayError(
      400,
      'BAD_REQUEST_ERROR',
      'The refund amount provided is greater than amount captured',
    );
  }
  const amountRefundedInPaise = payment.amountRefundedInPaise + amountInPaise;
  const isWhole = amountRefundedInPaise === payment.amountInPaise;
  return { ...payment, amountRefundedInPaise, status: isWhole ? 'refunded' : payment.status };
}

function processedRefund(
  paymentId: string,
  amountInPaise: number,
  currency: string,
): GatewayRefund {
  return {
    id: newRazorpayId('rfnd'),
    paymentId,
    amountInPaise,
    currency,
    status: 'processed',
  };
}
