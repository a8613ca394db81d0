import formbody from '@fastify/formbody';
import {
  type CreateReviewInput,
  type NewsletterOutcome,
  type OrderLookupRefusal,
  type OrderLookupRequest,
  type ReviewFormOutcome,
  storefrontPath,
  type UnlockRefusal,
} from '@skins/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import { inProcessFetch } from './page-renderer.ts';
import type { SeoOptions } from './seo.routes.ts';
import { type RefusedForm, sendStorefrontPage } from './storefront-pages.ts';

// The storefront's forms where JavaScript does not run (docs/decisions/045): a browsing page is
// a document, and each of its forms is a real form the server answers with a page (post,
// redirect, get; a refused review, whose text an address cannot carry, is answered with its page
// rendered for the POST). Form bodies are read only here: the API keeps taking JSON alone.

const TRACK_ORDER_PATH = '/track-order';
const UNLOCK_FORM_PATH = '/unlock';
const SUBSCRIBE_FORM_PATH = '/subscribe';
/** The review page's form: at most 2,000 characters of text, which may be 9 bytes each sent. */
const REVIEW_FORM_BODY_LIMIT = 32 * 1024;

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

/** A path on this site to go back to; anything else (another site, `//host`) is home. */
export function safeReturnPath(value: string): string {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/';
}

/** `path` with `?{param}={reason}` set, its other parameters kept. */
function withReason(path: string, param: 'unlock' | 'newsletter', reason: string): string {
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.set(param, reason);
  return `${url.pathname}${url.search}`;
}

function newsletterOutcomeOf(answer: Response): NewsletterOutcome {
  if (answer.status === 201 || answer.status === 200) return 'subscribed';
  if (answer.status === 409) return 'exists';
  if (answer.status === 400) return 'invalid';
  if (answer.status === 429) return 'busy';
  return 'failed';
}

function unlockRefusalOf(answer: Response): UnlockRefusal {
  // A 400 is input no password can match (too long): for the visitor, a wrong password.
  if (answer.status === 403 || answer.status === 400) return 'wrong';
  if (answer.status === 429) return 'busy';
  return 'failed';
}

/**
 * What became of a review sent without JavaScript, from the API's answer: the thank-you, the
 * field the API refused, or why not. A refused link has no reason: the page says it is not valid.
 */
export async function reviewOutcomeOf(answer: Response): Promise<ReviewFormOutcome | null> {
  if (answer.status === 201) {
    const { status } = (await answer.json()) as { status: string };
    return status === 'Published' ? 'published' : 'pending';
  }
  if (answer.status === 409) return 'reviewed';
  // A refused link, or a store locked since the page loaded: the page itself says which.
  if (answer.status === 404 || answer.status === 403) return null;
  if (answer.status === 429) return 'busy';
  if (answer.status !== 400) return 'failed';
  const body = (await answer.json().catch(() => null)) as {
    details?: { fields?: Record<string, unknown> };
  } | null;
  const fields = body?.details?.fields ?? {};
  if ('token' in fields) return null;
  return (['rating', 'title', 'body'] as const).find((field) => field in fields) ?? 'failed';
}

/**
 * The status of the review page that answers a refused review: the API's reason, with the page.
 * The rest (the thank-you, "already reviewed", a refused link) is a redirect to the page.
 */
const REVIEW_REFUSAL_STATUS: Partial<Record<ReviewFormOutcome, RefusedForm['status']>> = {
  rating: 400,
  title: 400,
  body: 400,
  busy: 429,
  failed: 503,
};

export const storefrontForms: FastifyPluginAsync<SeoOptions> = async (app, seo) => {
  /** The API's JSON route for a form, asked in-process as the visitor who sent the form. */
  const postToApi = (request: FastifyRequest, path: string, body: unknown) =>
    inProcessFetch(app, request)(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  await app.register(formbody, { bodyLimit: 4096 });
  // Only this shop's pages send these forms: another site's page could otherwise sign any
  // address up, or spend a visitor's guesses (their browser says where a form came from).
  app.addHook('onRequest', async (request) => {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') {
      throw new AppError(403, 'FORBIDDEN', 'This form can only be sent from the shop’s own pages.');
    }
  });

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
    const answer = await postToApi(request, '/api/orders/lookup', lookup);
    return reply.redirect(await trackOrderAfterLookup(answer, number), 303);
  });

  /**
   * The gate's "Unlock Store" without JavaScript: the same unlock as `POST /api/store/unlock`
   * (asked in-process, as the visitor: its rate limit counts both), its unlock cookie passed on,
   * and the visitor sent back to the page they asked for; or that page again, with why.
   */
  app.post(UNLOCK_FORM_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const password = text(form.password);
    const returnTo = safeReturnPath(text(form.returnTo));
    if (password === '') return reply.redirect(withReason(returnTo, 'unlock', 'empty'), 303);
    const answer = await postToApi(request, '/api/store/unlock', { password });
    if (!answer.ok)
      return reply.redirect(withReason(returnTo, 'unlock', unlockRefusalOf(answer)), 303);
    for (const cookie of answer.headers.getSetCookie()) reply.header('set-cookie', cookie);
    return reply.redirect(returnTo, 303);
  });

  /**
   * The newsletter's "Subscribe" without JavaScript: the same sign-up as `POST
   * /api/subscription/subscribe` (in-process, as the visitor: one rate limit for both), and the
   * page the form is on again, saying what came of it. The welcome code goes by mail only.
   */
  app.post(SUBSCRIBE_FORM_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const returnTo = safeReturnPath(text(form.returnTo));
    const answer = await postToApi(request, '/api/subscription/subscribe', {
      email: text(form.email).trim(),
    });
    return reply.redirect(withReason(returnTo, 'newsletter', newsletterOutcomeOf(answer)), 303);
  });

  /**
   * The review page's form without JavaScript: the text review (photos need JavaScript, decision
   * 055), posted as `POST /api/reviews` would be (in-process, as the visitor: its checks and its
   * rate limit). Posted, or no longer possible, it goes to the review page, which says what came
   * of it (`?review=`); refused, the answer is the review page itself with the reason and what was
   * typed in its fields, so nothing is lost (a redirect would carry no text).
   */
  app.post<{ Params: { token: string } }>(
    '/review/:token',
    { schema: { hide: true }, bodyLimit: REVIEW_FORM_BODY_LIMIT },
    async (request, reply) => {
      const { token } = request.params;
      const form = (request.body ?? {}) as Record<string, unknown>;
      const title = text(form.title);
      const review: CreateReviewInput = {
        token,
        rating: Number(text(form.rating)),
        ...(title.trim() ? { title } : {}),
        body: text(form.body),
      };
      const answer = await postToApi(request, '/api/reviews', review);
      const outcome = await reviewOutcomeOf(answer);
      const page = storefrontPath('review', { token });
      if (!outcome) return reply.redirect(page, 303);
      const withOutcome = `${page}?${new URLSearchParams({ review: outcome })}`;
      const status = REVIEW_REFUSAL_STATUS[outcome];
      if (!status) return reply.redirect(withOutcome, 303);
      const retryAfter = answer.headers.get('retry-after');
      if (retryAfter) reply.header('retry-after', retryAfter);
      const fields = { rating: text(form.rating), title, body: review.body };
      return sendStorefrontPage(
        request,
        reply,
        { db: app.db, ...seo },
        { page: withOutcome, fields, status },
      );
    },
  );
};
