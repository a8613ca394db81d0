import {
  CodOrderInputSchema,
  CodOrderResultSchema,
  CreateOrderInputSchema,
  CreateOrderResultSchema,
  ErrorBodySchema,
  MESSAGES,
  SimulatePaymentInputSchema,
  SimulatePaymentResultSchema,
  VerifyPaymentInputSchema,
  VerifyPaymentResultSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { headerValue, rawBodyOf, readJsonAsBytes } from '../../http/raw-json-body.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { DocumentedInput } from '../../plugins/openapi-operations.ts';
import { perKey, perMinute } from '../../plugins/rate-limit.ts';
import { placeCodOrder, repeatsPlacedCodOrder } from './cod-order.ts';
import { createPaymentOrder } from './create-order.ts';
import { type PaymentsSettings, paymentsDeps } from './payments-deps.ts';
import { SimulatedGateway } from './simulated-gateway.ts';
import { verifyPayment } from './verify-payment.ts';
import { handleWebhook } from './webhook.ts';

export interface PaymentRoutesOptions extends PaymentsSettings {
  /** Razorpay's webhook secret; unset, the webhook refuses every call. */
  webhookSecret: string | undefined;
  /** Per client IP: each create-order opens an order at the gateway. */
  createOrderPerMinute: number;
  /** Cash on delivery; off, POST /cod does not exist (404). */
  cod: { enabled: boolean; maxOrderRupees: number; perMinute: number; perPhonePerHour: number };
}

const HOUR_MS = 3_600_000;

/** The phone's last ten digits: `+91 98765-43210` and `9876543210` count as one phone. */
function phoneKey(body: unknown): string {
  const phone = (body as { orderDetails?: { user?: { phone?: string } } }).orderDetails?.user
    ?.phone;
  return `cod-phone:${(phone ?? '').replace(/\D/g, '').slice(-10)}`;
}

/**
 * verify-payment's refusal, `{ success: false, message, code }` (API.md § Payments); a 400 for bad
 * input has no `success`, so it is optional here.
 */
const VerifyRefusedSchema = z.object({
  success: z.literal(false).optional(),
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});

const WebhookResultSchema = z.object({
  status: z.enum(['recorded', 'noted', 'duplicate', 'ignored']),
});

const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;
// Read as raw bytes (the signature is over them), so documented here rather than validated.
const WEBHOOK_INPUT: DocumentedInput = {
  contentType: 'application/json',
  body: { type: 'object', description: 'A Razorpay webhook event, signed over its exact bytes' },
  headers: {
    type: 'object',
    properties: {
      'x-razorpay-signature': { type: 'string', description: 'HMAC-SHA256 of the body' },
      'x-razorpay-event-id': { type: 'string', description: 'Repeats of one event are dropped' },
    },
    required: ['x-razorpay-signature'],
  },
};
const UNPAYABLE_ORDER = 'No unpaid test payment order with this id.';

/** API.md § Payments. Gated like checkout, except the webhook (Razorpay's servers call it). */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { webhookSecret, createOrderPerMinute, cod, ...settings },
) => {
  const deps = paymentsDeps(app, settings);
  if (cod.enabled) {
    const countPhone = perKey(app, {
      max: cod.perPhonePerHour,
      windowMs: HOUR_MS,
      key: (request) => phoneKey(request.body),
    });
    app.post(
      '/cod',
      {
        // An order the shopper has chosen to place is never shed (decision 026): it is rare, and
        // a 503 at this step loses the sale.
        config: { rateLimit: perMinute(cod.perMinute), isExemptFromShedding: true },
        // After validation, so the key is the body's phone; counted before anything is priced,
        // except a repeat of a checkout that placed its order: it gets that order back.
        preHandler: async (request, reply) => {
          if (await repeatsPlacedCodOrder(deps.db, request.body)) return;
          await countPhone.call(app, request, reply);
        },
        schema: {
          tags: ['payments'],
          summary:
            'Place a cash-on-delivery order (COD_ENABLED): priced on the server, once per checkout',
          body: CodOrderInputSchema,
          response: {
            201: CodOrderResultSchema,
            400: ErrorBodySchema,
            403: ErrorBodySchema,
            409: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const result = await placeCodOrder(deps, request.body, cod.maxOrderRupees);
        return reply.status(201).send(result);
      },
    );
  }
  app.post(
    '/create-order',
    {
      config: { rateLimit: perMinute(createOrderPerMinute) },
      schema: {
        tags: ['payments'],
        summary: 'Price the order on the server, store the pending checkout, open a gateway order',
        body: CreateOrderInputSchema,
        response: {
          201: CreateOrderResultSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await createPaymentOrder(deps, request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/verify-payment',
    {
      // The shopper has paid: the order is recorded now, never answered "busy" (decision 026).
      config: { isExemptFromShedding: true },
      schema: {
        tags: ['payments'],
        summary: 'Check Checkout’s signature and the payment at the gateway; record the order once',
        body: VerifyPaymentInputSchema,
        response: {
          200: VerifyPaymentResultSchema,
          400: VerifyRefusedSchema,
          403: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await verifyPayment(deps, request.body);
      if (outcome.success) return outcome;
      request.log.info({ reason: outcome.reason }, 'payment verification refused');
      return reply.status(400).send({
        success: false,
        message: MESSAGES.payment.serverVerificationFailed,
        code: 'PAYMENT_VERIFICATION_FAILED',
      });
    },
  );

  // The webhook's signature is over the exact bytes Razorpay sent, so this scope alone reads
  // JSON bodies as a Buffer; every other route keeps parsed JSON.
  await app.register(async (scope) => {
    readJsonAsBytes(scope);
    scope.post(
      '/webhook',
      {
        // Razorpay's events are a few KB; this route is open to anyone, so it takes no more.
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        config: {
          // Razorpay's servers never hold the unlock cookie; the signature authenticates them.
          openPastGate: true,
          documentedInput: WEBHOOK_INPUT,
          // A captured payment's record: never shed (decision 026).
          isExemptFromShedding: true,
        },
        schema: {
          tags: ['payments'],
          summary:
            'Razorpay webhook (payment.captured, order.paid, payment.failed): raw body, X-Razorpay-Signature',
          response: { 200: WebhookResultSchema, 400: ErrorBodySchema },
        },
      },
      async (request) => {
        const status = await handleWebhook(deps, webhookSecret, {
          rawBody: rawBodyOf(request),
          signature: headerValue(request.headers['x-razorpay-signature']),
          eventId: headerValue(request.headers['x-razorpay-event-id']),
        });
        request.log.info({ status }, 'webhook handled');
        return { status };
      },
    );
  });

  // Simulated mode only: with real keys the route does not exist (404).
  const { gateway } = deps;
  if (gateway instanceof SimulatedGateway) {
    app.post(
      '/simulate',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Simulated mode only: pay or fail a payment order, answering what Razorpay Checkout would',
          body: SimulatePaymentInputSchema,
          response: {
            200: SimulatePaymentResultSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { razorpayOrderId, outcome } = request.body;
        const result = await gateway.simulatePayment(razorpayOrderId, outcome);
        if (!result) throw new AppError(404, 'NOT_FOUND', UNPAYABLE_ORDER);
        if (result.outcome === 'failure') {
          return {
            error: {
              ...result.error,
              metadata: { order_id: result.orderId, payment_id: result.paymentId },
            },
          };
        }
        return {
          razorpay_payment_id: result.paymentId,
          razorpay_order_id: result.orderId,
          razorpay_signature: result.signature,
        };
      },
    );
  }
};
