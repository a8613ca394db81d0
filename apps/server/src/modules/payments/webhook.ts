import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import { checkouts, paymentEvents } from './checkouts.tables.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { RazorpayOrderSchema, RazorpayPaymentSchema } from './razorpay-client.ts';
import { toGatewayPayment } from './razorpay-gateway.ts';
import { findCheckoutByGatewayOrder, settlePayment } from './settle-payment.ts';
import { isValidHmacSignature } from './signature.ts';

const INVALID_WEBHOOK_SIGNATURE = 'The webhook signature is missing or invalid.';

// Razorpay's event ids are short; anything much longer is not one and is not kept.
const MAX_EVENT_ID_LENGTH = 100;

const WebhookEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: RazorpayPaymentSchema }).optional(),
    order: z.object({ entity: RazorpayOrderSchema }).optional(),
  }),
});

export type WebhookOutcome =
  /** A paid order was recorded, or had been already. */
  | 'recorded'
  /** A failed attempt was noted on its pending checkout. */
  | 'noted'
  /** This event id was handled before. */
  | 'duplicate'
  /** Not ours, not an event we act on, or a payment that does not pay its checkout (logged). */
  | 'ignored';

export interface WebhookDelivery {
  /** The body exactly as it arrived: the signature is over these bytes. */
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

/**
 * POST /api/payments/webhook (API.md § Payments). Razorpay retries what is not answered 2xx
 * within 5 s and disables a webhook that keeps failing, so everything that is not our fault or
 * a transient one is answered 200: unknown orders, events we ignore, duplicates. Only a bad
 * signature is 400, and a failure of our own (the database) a 5xx, which Razorpay retries.
 */
export async function handleWebhook(
  deps: PaymentsDeps,
  webhookSecret: string | undefined,
  { rawBody, signature, eventId }: WebhookDelivery,
): Promise<WebhookOutcome> {
  if (!webhookSecret) {
    deps.log.warn('a webhook arrived but RAZORPAY_WEBHOOK_SECRET is not set; refused');
    throw new AppError(400, 'VALIDATION_FAILED', INVALID_WEBHOOK_SIGNATURE);
  }
  // Verify the HMAC over the raw bytes before parsing: the body is attacker-controlled.
  if (!isValidHmacSignature(webhookSecret, rawBody, signature)) {
    deps.log.warn({ eventId }, 'webhook with a bad signature refused');
    throw new AppError(400, 'VALIDATION_FAILED', INVALID_WEBHOOK_SIGNATURE);
  }

  const dedupeId = eventId && eventId.length <= MAX_EVENT_ID_LENGTH ? eventId : undefined;
  if (dedupeId) {
    const [seen] = await deps.db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, dedupeId));
    if (seen) return 'duplicate';
  }

  const parsed = WebhookEventSchema.safeParse(parseJson(rawBody));
  if (!parsed.success) {
    deps.log.warn({ eventId, issues: parsed.error.issues.slice(0, 5) }, 'unreadable webhook');
    return 'ignored';
  }
  const { event, payload } = parsed.data;
  const razorpayOrderId = gatewayId(payload.payment?.entity.order_id ?? payload.order?.entity.id);
  const outcome = await act(deps, event, parsed.data.payload, razorpayOrderId);

  // Kept after the work, not before: a delivery that failed half-way must be retried, and a
  // duplicate that slips in meanwhile only meets the checkout's one-way state change.
  if (dedupeId) {
    await deps.db
      .insert(paymentEvents)
      .values({ eventId: dedupeId, event: gatewayId(event) ?? 'unknown', razorpayOrderId })
      .onConflictDoNothing();
  }
  return outcome;
}

async function act(
  deps: PaymentsDeps,
  event: string,
  payload: z.infer<typeof WebhookEventSchema>['payload'],
  razorpayOrderId: string | null,
): Promise<WebhookOutcome> {
  const payment = payload.payment?.entity;
  if (!payment || !razorpayOrderId) return 'ignored';

  if (event === 'payment.captured' || event === 'order.paid') {
    const checkout = await findCheckoutByGatewayOrder(deps.db, razorpayOrderId);
    if (!checkout) {
      deps.log.warn({ event, razorpayOrderId }, 'webhook for an order that is not ours');
      return 'ignored';
    }
    const settlement = await settlePayment(deps, checkout, toGatewayPayment(payment));
    return settlement.status === 'recorded' ? 'recorded' : 'ignored';
  }

  if (event === 'payment.failed') {
    // A note for support; it never moves a checkout (a paid one stays paid).
    const failure = [payment.error_code, payment.error_description].filter(Boolean).join(': ');
    const noted = await deps.db
      .update(checkouts)
      .set({
        lastFailure: (failure || 'payment failed').replaceAll('\u0000', '').slice(0, 500),
        updatedAt: sql`now()`,
      })
      .where(and(eq(checkouts.razorpayOrderId, razorpayOrderId), eq(checkouts.status, 'pending')))
      .returning({ id: checkouts.id });
    return noted.length > 0 ? 'noted' : 'ignored';
  }
  return 'ignored';
}

/** Razorpay's ids and event names; anything else (a NUL, a novel) is not looked up. */
function gatewayId(value: string | null | undefined): string | null {
  return value && /^[\w.-]{1,100}$/.test(value) ? value : null;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}
