import { hmacSha256Hex } from '../modules/payments/signature.ts';
import type { FakeOrder, FakePayment } from './fake-razorpay-ledger.ts';

// The webhook half of the fake Razorpay (fake-razorpay.ts): event bodies as Razorpay sends them,
// signed with the webhook secret, tampered with by a test, and delivered to the shop.

export type WebhookEventName =
  | 'payment.captured'
  | 'order.paid'
  | 'payment.failed'
  | 'payment.authorized';

/** One webhook as Razorpay would POST it: the exact body bytes and the signed headers. */
export interface WebhookDelivery {
  body: string;
  headers: Record<string, string>;
}

/** Something that can take a request the way Fastify's `inject` does (the app under test). */
export interface InjectTarget {
  inject(request: {
    method: 'POST';
    url: string;
    payload: string;
    headers: Record<string, string>;
  }): PromiseLike<{ statusCode: number; body: string }>;
}

/** The event's JSON body: the payment as the event saw it, and for `order.paid` its order. */
export function webhookBody(
  event: WebhookEventName,
  payment: FakePayment,
  order: FakeOrder | undefined,
): string {
  const payload: Record<string, unknown> = { payment: { entity: payment } };
  if (event === 'order.paid' && order) payload.order = { entity: { ...order } };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_FakeAccount0001',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** Signs any body, as Razorpay does: HMAC-SHA256 of the raw bytes with the webhook secret. */
export function signWebhook(webhookSecret: string, body: string, eventId: string): WebhookDelivery {
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacSha256Hex(webhookSecret, body),
      'x-razorpay-event-id': eventId,
    },
  };
}

/** The same headers over a body changed after signing (an attacker's edit). */
export function tamperWebhook(
  delivery: WebhookDelivery,
  edit: (body: string) => string,
): WebhookDelivery {
  return { body: edit(delivery.body), headers: { ...delivery.headers } };
}

/** POSTs the delivery to a URL, or through `inject` into an app (at /api/payments/webhook). */
export async function deliverWebhook(
  target: string | InjectTarget,
  delivery: WebhookDelivery,
): Promise<{ statusCode: number; body: string }> {
  if (typeof target === 'string') {
    const response = await fetch(target, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
    });
    return { statusCode: response.status, body: await response.text() };
  }
  const response = await target.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: delivery.body,
    headers: delivery.headers,
  });
  return { statusCode: response.statusCode, body: response.body };
}
