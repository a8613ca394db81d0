import formbody from '@fastify/formbody';
import { ReviewOptOutQuerySchema } from '@skins/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { confirmPage, donePage, invalidPage } from './opt-out-page.ts';
import { isValidOptOutToken, normalEmail, OPT_OUT_PATH } from './opt-out-token.ts';
import { optOutOfReviewRequests } from './review-opt-outs.ts';

export interface ReviewOptOutRoutesOptions {
  secret: string;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // The link carries the token: never cached, indexed, or passed on as a referrer.
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .send(html)
  );
}

/** The link's email, when its token is the one signed for it; null for any other query. */
function emailOf(request: FastifyRequest, secret: string): string | null {
  const query = ReviewOptOutQuerySchema.safeParse(request.query);
  if (!query.success) return null;
  const { email, token } = query.data;
  return isValidOptOutToken(secret, email, token) ? normalEmail(email) : null;
}

/**
 * `/review-requests/opt-out?email=…&token=…`, the review request mail's opt-out link (decision
 * 052): GET asks once with a button, POST (that button, or a mail app's one-click POST) records
 * the opt-out. A link whose token does not match its email is refused (403) and records nothing.
 * Open while the store's gate is on: it shows no shop data.
 */
export const reviewOptOutRoutes: FastifyPluginAsync<ReviewOptOutRoutesOptions> = async (
  app,
  { secret },
) => {
  // Form bodies only here: the button's POST, or RFC 8058's `List-Unsubscribe=One-Click`.
  await app.register(formbody, { bodyLimit: 1024 });
  const refuse = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(
      reply,
      ReviewOptOutQuerySchema.safeParse(request.query).success ? 403 : 400,
      invalidPage(),
    );

  app.get(OPT_OUT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const email = emailOf(request, secret);
    if (!email) return refuse(request, reply);
    const action = request.url;
    return sendPage(reply, 200, confirmPage(email, action));
  });

  app.post(OPT_OUT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const email = emailOf(request, secret);
    if (!email) return refuse(request, reply);
    await optOutOfReviewRequests(app.db, email);
    return sendPage(reply, 200, donePage(email));
  });
};
