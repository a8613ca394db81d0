import { newRazorpayId } from '../modules/payments/razorpay-ids.ts';

// The fake Razorpay's books: orders, payments and refunds as Razorpay's API shows them, and the
// rules its API enforces on them (fake-razorpay.ts serves them over HTTP).

export type OrderStatus = 'created' | 'attempted' | 'paid';
export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: OrderStatus;
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: PaymentStatus;
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  email: string;
  contact: string;
  notes: [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: null;
  status: 'processed' | 'failed';
  speed_processed: 'normal';
  created_at: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A refusal in Razorpay's words: answered as its error envelope with this status. */
export class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
  }
}

const doesNotExist = () =>
  new FakeError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');

export class FakeLedger {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();

  paymentsOf(order: FakeOrder): FakePayment[] {
    return [...this.payments.values()].filter((payment) => payment.order_id === order.id);
  }

  createOrder(body: Record<string, unknown>): FakeOrder {
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      throw new FakeError(
        400,
        'BAD_REQUEST_ERROR',
        'The amount must be atleast INR 1.00',
        'amount',
      );
    }
    if (currency !== 'INR') {
      throw new FakeError(400, 'BAD_REQUEST_ERROR', 'Currency is not supported', 'currency');
    }
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw new FakeError(
        400,
        'BAD_REQUEST_ERROR',
        'receipt: the length must be no more than 40.',
        'receipt',
      );
    }
    const order: FakeOrder = {
      id: newRazorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: isRecord(notes) ? (notes as Record<string, string>) : [],
      created_at: nowSeconds(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  findOrder(id: string): FakeOrder {
    const order = this.orders.get(decodeURIComponent(id));
    if (!order) throw doesNotExist();
    return order;
  }

  findPayment(id: string): FakePayment {
    const payment = this.payments.get(decodeURIComponent(id));
    if (!payment) throw doesNotExist();
    return payment;
  }

  capturePayment(payment: FakePayment, body: Record<string, unknown>): FakePayment {
    if (payment.status === 'captured') {
      throw new FakeError(400, 'BAD_REQUEST_ERROR', 'This payment has already been captured');
    }
    if (payment.status !== 'authorized') {
      throw new FakeError(
        400,
        'BAD_REQUEST_ERROR',
        'Only payments which have been authorized and not yet captured can be captured',
      );
    }
    if (body.amount !== payment.amount) {
      throw new FakeError(
        400,
        'BAD_REQUEST_ERROR',
        'Capture amount must be equal to the amount authorized',
        'amount',
      );
    }
    if (body.currency !== payment.currency) {
      throw new FakeError(400, 'BAD_REQUEST_ERROR', 'Currency does not match', 'currency');
    }
    this.capture(payment);
    return payment;
  }

  refundPayment(payment: FakePayment, body: Record<string, unknown>): FakeRefund {
    if (payment.status !== 'captured' && payment.status !== 'refunded') {
      throw new FakeError(400, 'BAD_REQUEST_ERROR', 'Payment has not been captured');
    }
    const refundable = payment.amount - payment.amount_refunded;
    const amount = body.amount === undefined ? refundable : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      throw new FakeError(
        400,
        'BAD_REQUEST_ERROR',
        'The amount must be atleast INR 1.00',
        'amount',
      );
    }
    if (amount > refundable) {
      throw new FakeError(
        400,
        'BAD_REQUEST_ERROR',
        'The refund amount provided is greater than amount captured',
        'amount',
      );
    }
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    const refund: FakeRefund = {
      id: newRazorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: isRecord(body.notes) ? (body.notes as Record<string, string>) : [],
      receipt: null,
      status: 'processed',
      speed_processed: 'normal',
      created_at: nowSeconds(),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  newPayment(order: FakeOrder, amount: number, currency = order.currency): FakePayment {
    const payment: FakePayment = {
      id: newRazorpayId('pay'),
      entity: 'payment',
      amount,
      currency,
      status: 'created',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      email: 'shopper@example.in',
      contact: '+919876543210',
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: nowSeconds(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  capture(payment: FakePayment): void {
    payment.status = 'captured';
    payment.captured = true;
    const order = this.orders.get(payment.order_id);
    if (!order) return;
    order.status = 'paid';
    order.amount_paid = payment.amount;
    order.amount_due = Math.max(0, order.amount - payment.amount);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
