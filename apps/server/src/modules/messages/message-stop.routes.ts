import { MessageStopQuerySchema } from '@skins/shared';
import type { FastifyPluginAsync } from 'fastify';
import { optOutRoutes } from '../../http/opt-out-routes.ts';
import { recordMessageOptOut } from './message-opt-outs.ts';
import { shownPhone } from './message-phone.ts';
import { isValidStopToken, STOP_PATH, STOP_TEXT } from './stop-link.ts';

/**
 * `/messages/stop?phone=91…&token=…`, the confirmation mail's link that withdraws the phone's
 * consent to order updates (decision 060): GET asks once, POST records the opt-out (source
 * `link`). A token not signed for the phone is 403, a malformed link 400; neither records
 * anything. Open while the store's gate is on: the pages show only the number the link names.
 */
export const messageStopRoutes: FastifyPluginAsync<{ secret: string }> = async (
  app,
  { secret },
) => {
  await optOutRoutes(app, {
    path: STOP_PATH,
    query: MessageStopQuerySchema,
    addressOf: ({ phone, token }) => (isValidStopToken(secret, phone, token) ? phone : null),
    record: (phone) => recordMessageOptOut(app.db, phone, 'link'),
    text: STOP_TEXT,
    show: shownPhone,
  });
};
