import { ReviewOptOutQuerySchema } from '@skins/shared';
import type { FastifyPluginAsync } from 'fastify';
import { optOutRoutes } from '../../http/opt-out-routes.ts';
import { OPT_OUT_TEXT } from './opt-out-page.ts';
import { isValidOptOutToken, normalEmail, OPT_OUT_PATH } from './opt-out-token.ts';
import { optOutOfReviewRequests } from './review-opt-outs.ts';

export interface ReviewOptOutRoutesOptions {
  secret: string;
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
  await optOutRoutes(app, {
    path: OPT_OUT_PATH,
    query: ReviewOptOutQuerySchema,
    addressOf: ({ email, token }) =>
      isValidOptOutToken(secret, email, token) ? normalEmail(email) : null,
    record: (email) => optOutOfReviewRequests(app.db, email),
    text: OPT_OUT_TEXT,
  });
};
