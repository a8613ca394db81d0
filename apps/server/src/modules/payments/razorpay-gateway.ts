import type { Tx } from '../../db/client.ts';
import type {
  CreateGatewayOrderInput,
  GatewayOrder,
  GatewayPayment,
  GatewayRefund,
  PaymentGateway,
} from './gateway.ts';
import {
  RazorpayClient,
  type RazorpayClientOptions,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from './razorpay-client.ts';
import { isValidCheckoutSignature } from './signature.ts';

function toGatewayOrder(order: RazorpayOrder): GatewayOrder {
  return {
    id: order.id,
    amountInPaise: order.amount,
    amountPaidInPaise: order.amount_paid,
    currency: order.currency,
    receipt: order.receipt ?? null,
    status: order.status,
    notes: order.notes,
  };
}

export function toGatewayPayment(payment: RazorpayPayment): GatewayPayment {
  return {
    id: payment.id,
    orderId: payment.order_id ?? null,
    amountInPaise: payment.amount,
    amountRefundedInPaise: payment.amount_refunded ?? 0,
    currency: payment.currency,
    status: payment.status,
    method: payment.method ?? null,
    errorCode: payment.error_code ?? null,
    errorDescription: payment.error_description ?? null,
  };
}

function toGatewayRefund(refund: RazorpayRefund): GatewayRefund {
  return {
    id: refund.id,
    paymentId: refund.payment_id,
    amountInPaise: refund.amount,
    currency: refund.currency,
    status: refund.status,
  };
}

/** The real Razorpay (`RAZORPAY_KEY_ID`/`RAZORPAY_KEY_SECRET` set), over our own fetch client. */
export class RazorpayGateway implements PaymentGateway {
  readonly mode = 'razorpay' as const;
  readonly keyId: string;
  private readonly keySecret: string;
  private readonly client: RazorpayClient;

  constructor(options: RazorpayClientOptions) {
    this.keyId = options.keyId;
    this.keySecret = options.keySecret;
    this.client = new RazorpayClient(options);
  }

  async createOrder({
    amountInPaise,
    currency,
    receipt,
    notes,
  }: CreateGatewayOrderInput): Promise<GatewayOrder> {
    const order = await this.client.createOrder({
      amount: amountInPaise,
      currency,
      receipt,
      ...(notes ? { notes } : {}),
    });
    return toGatewayOrder(order);
  }

  async fetchOrder(orderId: string): Promise<GatewayOrder> {
    return toGatewayOrder(await this.client.fetchOrder(orderId));
  }

  async listOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    return (await this.client.fetchOrderPayments(orderId)).map(toGatewayPayment);
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    return toGatewayPayment(await this.client.fetchPayment(paymentId));
  }

  async capturePayment(
    paymentId: string,
    amountInPaise: number,
    currency: string,
  ): Promise<GatewayPayment> {
    return toGatewayPayment(
      await this.client.capturePayment(paymentId, { amount: amountInPaise, currency }),
    );
  }

  async refundPayment(
    paymentId: string,
    amountInPaise: number,
    notes?: Record<string, string>,
    _within?: Tx,
    idempotencyKey?: string,
  ): Promise<GatewayRefund> {
    const refund = await this.client.refundPayment(
      paymentId,
      { amount: amountInPaise, ...(notes ? { notes } : {}) },
      idempotencyKey,
    );
    return toGatewayRefund(refund);
  }

  async findRefunds(paymentId: string, notes: Record<string, string>): Promise<GatewayRefund[]> {
    const refunds = await this.client.fetchPaymentRefunds(paymentId);
    return refunds
      .filter((refund) =>
        Object.entries(notes).every(([key, value]) => refund.notes[key] === value),
      )
      .map(toGatewayRefund);
  }

  isValidCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean {
    return isValidCheckoutSignature(this.keySecret, orderId, paymentId, signature);
  }
}
