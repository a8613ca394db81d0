import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import {
  type OptOutText,
  optOutConfirmPage,
  optOutDonePage,
  optOutInvalidPage,
} from './opt-out-page.ts';

export interface OptOutRoutesOptions<Query> {
  /** `/review-requests/opt-out`, `/cart-reminders/stop`… */
  path: string;
  /** The link's query (`?email=…&token=…`); anything it refuses is a 400. */
  query: z.ZodMiniType<Query>;
  /** The address the query's token was signed for, in its kept form; null: a 403. */
  addressOf: (query: Query) => string | null;
  /** Records the opt-out; a second one must change nothing. */
  record: (address: string) => Promise<void>;
  text: OptOutText;
  /** How the pages name the address (a phone as +91 …); the address itself by default. */
  show?: (address: string) => string;
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

/**
 * A "stop these" link of a mail or message (decision 052): GET asks once with a button (a mail
 * scanner that opens the link records nothing), POST (that button, or a mail app's RFC 8058
 * one-click POST) records the opt-out. A link whose token does not match its address is refused
 * (403), a malformed one 400, and neither records anything. Register it on the root, open while
 * the store's gate is on: the pages show no shop data.
 */
export async function optOutRoutes<Query>(
  app: FastifyInstance,
  options: OptOutRoutesOptions<Query>,
): Promise<void> {
  const { path, query, addressOf, record, text } = options;
  const show = options.show ?? ((address: string) => address);
  // Form bodies only here: the button's POST, or `List-Unsubscribe=One-Click`.
  await app.register(formbody, { bodyLimit: 1024 });

  /** The link's address when its token is right; else answers the refusal and null. */
  const addressOrRefuse = (request: FastifyRequest, reply: FastifyReply): string | null => {
    const parsed = query.safeParse(request.query);
    const address = parsed.success ? addressOf(parsed.data) : null;
    if (address === null) sendPage(reply, parsed.success ? 403 : 400, optOutInvalidPage(text));
    return address;
  };

  app.get(path, { schema: { hide: true } }, async (request, reply) => {
    const address = addressOrRefuse(request, reply);
    if (address === null) return reply;
    return sendPage(reply, 200, optOutConfirmPage(text, show(address), request.url));
  });

  app.post(path, { schema: { hide: true } }, async (request, reply) => {
    const address = addressOrRefuse(request, reply);
    if (address === null) return reply;
    await record(address);
    return sendPage(reply, 200, optOutDonePage(text, show(address)));
  });
}
