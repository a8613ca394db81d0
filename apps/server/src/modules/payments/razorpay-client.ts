import { z } from 'zod';
import { DEFAULT_RAZORPAY_API_BASE } from '../../config.ts';
import { GatewayError } from './gateway.ts';

// A small typed client for the parts of Razorpay's REST API the shop uses (API.md § Payments,
// Client). Not the official SDK: that one hard-codes its host, so tests could not point it at
// the fake server, and it rejects with plain objects.

const DEFAULT_TIMEOUT_MS = 10_000;

/** Codes of failures that never reached Razorpay's answer; Razorpay's own are upper-case too. */
export const CLIENT_FAILURE_CODES = {
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

const ErrorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string().nullish(),
    reason: z.string().nullish(),
  }),
});

// Razorpay answers `notes: []` when there are none, an object otherwise.
const NotesSchema = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .nullish()
  .transform((notes): Record<string, string> => {
    if (!notes || Array.isArray(notes)) return {};
    return Object.fromEntries(Object.entries(notes).map(([key, value]) => [key, String(value)]));
  });

const paise = z.number().int().nonnegative();

export const RazorpayOrderSchema = z.object({
  id: z.string(),
  entity: z.literal('order'),
  amount: paise,
  amount_paid: paise,
  amount_due: paise,
  currency: z.string(),
  receipt: z.string().nullish(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int(),
  notes: NotesSchema,
  created_at: z.number().int(),
});
export type RazorpayOrder = z.infer<typeof RazorpayOrderSchema>;

export const RazorpayPaymentSchema = z.object({
  id: z.string(),
  entity: z.literal('payment'),
  amount: paise,
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullish(),
  method: z.string().nullish(),
  amount_refunded: paise.nullish(),
  captured: z.boolean().nullish(),
  email: z.string().nullish(),
  contact: z.string().nullish(),
  notes: NotesSchema,
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
  error_reason: z.string().nullish(),
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof RazorpayPaymentSchema>;

const PaymentCollectionSchema = z.object({
  entity: z.literal('collection'),
  count: z.number().int(),
  items: z.array(RazorpayPaymentSchema),
});

const RazorpayRefundSchema = z.object({
  id: z.string(),
  entity: z.literal('refund'),
  amount: paise,
  currency: z.string(),
  payment_id: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  notes: NotesSchema,
  created_at: z.number().int(),
});
export type RazorpayRefund = z.infer<typeof RazorpayRefundSchema>;

const RefundCollectionSchema = z.object({
  entity: z.literal('collection'),
  count: z.number().int(),
  items: z.array(RazorpayRefundSchema),
});

/** The most refunds `GET /payments/{id}/refunds` answers at once (`count`; 10 by default). */
const REFUNDS_PAGE_SIZE = 100;

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  /** `RAZORPAY_API_BASE`; tests point it at the fake server. No trailing slash needed. */
  apiBase?: string;
  timeoutMs?: number;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

export class RazorpayClient {
  private readonly apiBase: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: RazorpayClientOptions) {
    this.apiBase = (options.apiBase ?? DEFAULT_RAZORPAY_API_BASE).replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** POST /orders. `amount` is integer paise; `receipt` at most 40 characters. */
  createOrder(body: {
    amount: number;
    currency: string;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<RazorpayOrder> {
    return this.call('POST', '/orders', RazorpayOrderSchema, body);
  }

  fetchOrder(orderId: string): Promise<RazorpayOrder> {
    return this.call('GET', `/orders/${encodeURIComponent(orderId)}`, RazorpayOrderSchema);
  }

  async fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]> {
    const collection = await this.call(
      'GET',
      `/orders/${encodeURIComponent(orderId)}/payments`,
      PaymentCollectionSchema,
    );
    return collection.items;
  }

  fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return this.call('GET', `/payments/${encodeURIComponent(paymentId)}`, RazorpayPaymentSchema);
  }

  capturePayment(
    paymentId: string,
    body: { amount: number; currency: string },
  ): Promise<RazorpayPayment> {
    return this.call(
      'POST',
      `/payments/${encodeURIComponent(paymentId)}/capture`,
      RazorpayPaymentSchema,
      body,
    );
  }

  /** `idempotencyKey` goes as `X-Refund-Idempotency`: a repeat with it refunds nothing more. */
  refundPayment(
    paymentId: string,
    body: { amount?: number; notes?: Record<string, string> } = {},
    idempotencyKey?: string,
  ): Promise<RazorpayRefund> {
    return this.call(
      'POST',
      `/payments/${encodeURIComponent(paymentId)}/refund`,
      RazorpayRefundSchema,
      body,
      idempotencyKey === undefined ? {} : { 'x-refund-idempotency': idempotencyKey },
    );
  }

  /** GET /payments/{id}/refunds, every page: the payment's refunds, newest first. */
  async fetchPaymentRefunds(paymentId: string): Promise<RazorpayRefund[]> {
    const refunds: RazorpayRefund[] = [];
    for (;;) {
      const query = new URLSearchParams({
        count: String(REFUNDS_PAGE_SIZE),
        skip: String(refunds.length),
      });
      const page = await this.call(
        'GET',
        `/payments/${encodeURIComponent(paymentId)}/refunds?${query}`,
        RefundCollectionSchema,
      );
      refunds.push(...page.items);
      if (page.items.length < REFUNDS_PAGE_SIZE) return refunds;
    }
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(`${this.apiBase}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const description =
        error instanceof Error && error.name === 'TimeoutError'
          ? `No answer from Razorpay within ${this.timeoutMs} ms`
          : 'Could not reach Razorpay';
      throw new GatewayError(0, CLIENT_FAILURE_CODES.network, description, null, {
        cause: error,
      });
    }

    const json = parseJson(text);
    if (!response.ok) {
      const envelope = ErrorEnvelopeSchema.safeParse(json);
      if (envelope.success) {
        const { code, description, reason } = envelope.data.error;
        throw new GatewayError(
          response.status,
          code,
          description ?? `HTTP ${response.status}`,
          reason ?? null,
        );
      }
      throw new GatewayError(
        response.status,
        response.status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
        `HTTP ${response.status} without Razorpay's error envelope`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new GatewayError(
        response.status,
        CLIENT_FAILURE_CODES.invalidResponse,
        `Unexpected answer to ${method} ${path}`,
        null,
        { cause: parsed.error },
      );
    }
    return parsed.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
