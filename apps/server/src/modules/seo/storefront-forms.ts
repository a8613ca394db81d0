import formbody from '@fastify/formbody';
import type { OrderLookupRefusal, OrderLookupRequest } from '@skins/shared';
import type { FastifyPluginAsync } from 'fastify';
import { inProcessFetch } from './page-renderer.ts';

// The storefront's forms where JavaScript does not run (docs/decisions/045): a browsing page is
// a document, and each of its forms is a real form the server answers with a page (post,
// redirect, get). Form bodies are read only here: the API keeps taking JSON alone.

const TRACK_ORDER_PATH = '/track-order';

/** Where the tracking page goes after "Find my order", from the API's answer to the lookup. */
export async function trackOrderAfterLookup(answer: Response, number: string): Promise<string> {
  if (answer.ok) {
    const { _id } = (await answer.json()) as { _id: string };
    return `${TRACK_ORDER_PATH}?${new URLSearchParams({ id: _id })}`;
  }
  const reason = await refusalOf(answer);
  return `${TRACK_ORDER_PATH}?${new URLSearchParams({ number, lookup: reason })}`;
}

async function refusalOf(answer: Response): Promise<OrderLookupRefusal> {
  if (answer.status === 404) return 'not-found';
  if (answer.status === 429) return 'busy';
  if (answer.status !== 400) return 'failed';
  const body = (await answer.json().catch(() => null)) as {
    details?: { fields?: Record<string, unknown> };
  } | null;
  const fields = body?.details?.fields ?? {};
  if ('number' in fields) return 'number';
  if ('email' in fields) return 'email';
  return 'failed';
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const storefrontForms: FastifyPluginAsync = async (app) => {
  await app.register(formbody, { bodyLimit: 4096 });

  /**
   * "Find my order" without JavaScript: the same lookup as `POST /api/orders/lookup` (asked of
   * the API in-process, as the visitor: its checks, its messages and its rate limit, counted
   * once for both), answered with the tracking page: the order's, or the form again with why.
   * The number comes back in the address; the email never does.
   */
  app.post(TRACK_ORDER_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const number = text(form.orderNumber).slice(0, 20);
    const lookup: OrderLookupRequest = { number, email: text(form.email) };
    const answer = await inProcessFetch(app, request)('/api/orders/lookup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lookup),
    });
    return reply.redirect(await trackOrderAfterLookup(answer, number), 303);
  });
};
