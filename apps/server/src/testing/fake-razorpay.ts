import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CheckoutFailure,
  type CheckoutHandlerResponse,
  failInCheckout,
  type PayOptions,
  payInCheckout,
} from './fake-razorpay-checkout.ts';
import {
  FakeError,
  FakeLedger,
  type FakeOrder,
  type FakePayment,
  type FakeRefund,
  isRecord,
} from './fake-razorpay-ledger.ts';
import { type CallAsked, FakeRefundDesk } from './fake-razorpay-refunds.ts';
import {
  deliverWebhook,
  type InjectTarget,
  signWebhook,
  tamperWebhook,
  type WebhookDelivery,
  type WebhookEventName,
  webhookBody,
} from './fake-razorpay-webhooks.ts';

export type { CheckoutFailure, CheckoutHandlerResponse } from './fake-razorpay-checkout.ts';
export type { FakeOrder, FakePayment, FakeRefund } from './fake-razorpay-ledger.ts';
export type {
  InjectTarget,
  WebhookDelivery,
  WebhookEventName,
} from './fake-razorpay-webhooks.ts';

// A stand-in for Razorpay's REST API on 127.0.0.1 (API.md § Payments, Tests): the calls the shop
// makes, Razorpay's error envelope and basic auth, plus the test's hands — pay or fail an order as
// Checkout would, bring the gateway down, and deliver signed webhooks. Never the internet.

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The `X-Refund-Idempotency` header, when sent. */
  idempotencyKey: string | null;
}

/**
 * How the gateway is down: it answers 5xx with Razorpay's envelope, or drops the connection —
 * before doing anything, or (`answer-lost`) after doing what a POST asked (reads are answered),
 * as when the shop stops waiting for an answer Razorpay was about to send.
 */
export type Outage = 'server-error' | 'connection-drop' | 'answer-lost';

export interface FakeRazorpayOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** A fixed port on 127.0.0.1 (when a run may only use given ports); the system picks by default. */
  port?: number;
}

export class FakeRazorpay {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  private readonly ledger = new FakeLedger();
  private readonly refundDesk = new FakeRefundDesk(this.ledger);
  /** Every authenticated API call, in order (what the shop asked of the gateway). */
  readonly requests: RecordedRequest[] = [];
  private outage: Outage | null = null;
  private server: Server | null = null;
  private port = 0;

  private constructor(options: FakeRazorpayOptions) {
    this.keyId = options.keyId ?? `rzp_test_${randomBytes(7).toString('hex')}`;
    this.keySecret = options.keySecret ?? randomBytes(16).toString('hex');
    this.webhookSecret = options.webhookSecret ?? randomBytes(16).toString('hex');
  }

  /** Listens on 127.0.0.1 at `options.port`, or at a port the system picks. */
  static async start(options: FakeRazorpayOptions = {}): Promise<FakeRazorpay> {
    const fake = new FakeRazorpay(options);
    const server = createServer((request, response) => void fake.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    fake.server = server;
    fake.port = (server.address() as AddressInfo).port;
    return fake;
  }

  get orders(): ReadonlyMap<string, FakeOrder> {
    return this.ledger.orders;
  }

  get payments(): ReadonlyMap<string, FakePayment> {
    return this.ledger.payments;
  }

  get refunds(): ReadonlyMap<string, FakeRefund> {
    return this.ledger.refunds;
  }

  /** `RAZORPAY_API_BASE` for the shop. */
  get apiBase(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  /** The shop's environment for real-Razorpay mode against this fake. */
  env(): Record<string, string> {
    return {
      RAZORPAY_KEY_ID: this.keyId,
      RAZORPAY_KEY_SECRET: this.keySecret,
      RAZORPAY_WEBHOOK_SECRET: this.webhookSecret,
      RAZORPAY_API_BASE: this.apiBase,
    };
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
    this.server = null;
  }

  /** Brings the gateway down (every API call fails) or, with null, up again. */
  setOutage(outage: Outage | null): void {
    this.outage = outage;
  }

  /** API calls made so far that match, e.g. `callsTo('POST', '/v1/orders')`. */
  callsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (r) =>
        r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  // --- Test controls: what a shopper in Razorpay Checkout does ---

  /**
   * The shopper pays the order in Checkout. Answers exactly what Checkout's `handler` receives.
   * `capture: 'manual'` leaves the payment `authorized` (the shop must capture it); `amount`
   * and `currency` let a test pay a different sum than the order's (Razorpay would not).
   */
  pay(orderId: string, options: PayOptions = {}): CheckoutHandlerResponse {
    return payInCheckout(this.ledger, this.keySecret, orderId, options);
  }

  /** The shopper's payment fails in Checkout: what its `payment.failed` event carries. */
  fail(orderId: string, reason = 'payment_failed'): CheckoutFailure {
    return failInCheckout(this.ledger, orderId, reason);
  }

  /** A refund fails after it was made (the bank turned it down), as Razorpay reports later. */
  failRefund(refundId: string): void {
    this.refundDesk.fail(refundId);
  }

  // --- Webhooks (built in fake-razorpay-webhooks.ts) ---

  /**
   * A webhook for the payment, signed with the webhook secret. Each call is a new event (new
   * `x-razorpay-event-id`); deliver one twice to test duplicates, several in any order to test
   * reordering, or `tamper` with one.
   */
  webhook(
    event: WebhookEventName,
    paymentId: string,
    /** The payment as the event saw it, where it differs from now (e.g. `{ status: 'captured' }`). */
    snapshot: Partial<FakePayment> = {},
  ): WebhookDelivery {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`The fake has no payment ${paymentId}`);
    const order = this.orders.get(payment.order_id);
    const body = webhookBody(event, { ...payment, ...snapshot }, order);
    return this.signed(body, randomBytes(7).toString('hex'));
  }

  /** The same headers over a body changed after signing (an attacker's edit). */
  tamper(delivery: WebhookDelivery, edit: (body: string) => string): WebhookDelivery {
    return tamperWebhook(delivery, edit);
  }

  /** Signs any body, as Razorpay does: HMAC-SHA256 of the raw bytes with the webhook secret. */
  signed(body: string, eventId: string): WebhookDelivery {
    return signWebhook(this.webhookSecret, body, eventId);
  }

  /** POSTs the delivery to a URL, or through `inject` into an app (at /api/payments/webhook). */
  deliver(target: string | InjectTarget, delivery: WebhookDelivery) {
    return deliverWebhook(target, delivery);
  }

  // --- The HTTP API ---

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const rawBody = await readBody(request);
    if (this.outage === 'connection-drop') {
      request.socket.destroy();
      return;
    }
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    try {
      if (!this.isAuthorized(request.headers.authorization)) {
        throw new FakeError(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
      }
      const method = request.method ?? 'GET';
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname;
      const key = request.headers['x-refund-idempotency'];
      const idempotencyKey = typeof key === 'string' ? key : null;
      let body: unknown;
      if (rawBody.length > 0) {
        try {
          body = JSON.parse(rawBody);
        } catch {
          throw new FakeError(400, 'BAD_REQUEST_ERROR', 'The request body is not valid JSON');
        }
      }
      this.requests.push({ method, path, body, idempotencyKey });
      if (this.outage === 'server-error') {
        throw new FakeError(502, 'GATEWAY_ERROR', 'The gateway is unavailable. Please try again.');
      }
      const answer = this.route(method, path, {
        body: isRecord(body) ? body : {},
        query: url.searchParams,
        idempotencyKey,
      });
      if (this.outage === 'answer-lost' && method === 'POST') {
        request.socket.destroy();
        return;
      }
      send(200, answer);
    } catch (error) {
      if (!(error instanceof FakeError)) {
        send(500, { error: { code: 'SERVER_ERROR', description: String(error) } });
        return;
      }
      send(error.status, {
        error: {
          code: error.code,
          description: error.description,
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
          ...(error.field ? { field: error.field } : {}),
        },
      });
    }
  }

  private isAuthorized(header: string | undefined): boolean {
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    return header === expected;
  }

  private route(method: string, path: string, asked: CallAsked): unknown {
    const { body } = asked;
    if (method === 'POST' && path === '/v1/orders') return this.ledger.createOrder(body);
    const routes: [string, RegExp, (id: string) => unknown][] = [
      ['GET', /^\/v1\/orders\/([^/]+)$/, (id) => this.ledger.findOrder(id)],
      [
        'GET',
        /^\/v1\/orders\/([^/]+)\/payments$/,
        (id) => {
          const items = this.ledger.paymentsOf(this.ledger.findOrder(id));
          return { entity: 'collection', count: items.length, items };
        },
      ],
      ['GET', /^\/v1\/payments\/([^/]+)$/, (id) => this.ledger.findPayment(id)],
      [
        'POST',
        /^\/v1\/payments\/([^/]+)\/capture$/,
        (id) => this.ledger.capturePayment(this.ledger.findPayment(id), body),
      ],
      ['POST', /^\/v1\/payments\/([^/]+)\/refund$/, (id) => this.refundDesk.refund(id, asked)],
      ['GET', /^\/v1\/payments\/([^/]+)\/refunds$/, (id) => this.refundDesk.list(id, asked)],
    ];
    for (const [routeMethod, pattern, answer] of routes) {
      const id = method === routeMethod ? path.match(pattern)?.[1] : undefined;
      if (id !== undefined) return answer(id);
    }
    throw new FakeError(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
