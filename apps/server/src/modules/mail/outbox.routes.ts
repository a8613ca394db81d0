import {
  ErrorBodySchema,
  OutboxListQuerySchema,
  OutboxMailIdParamsSchema,
  OutboxMailListSchema,
  OutboxMailSchema,
} from '@skins/shared';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { getOutboxMail, listOutbox, sendOutboxMailAgain } from './outbox.service.ts';

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * The mail outbox (API.md § Mail) for the admin pages: what was queued, sent or kept, and the
 * mails that gave up (the dead letters), which can be sent again. Mails carry shoppers' addresses
 * and order links: admin only, never cached.
 */
export const outboxRoutes = adminRoutes(async (app) => {
  const { db } = app;

  app.get(
    '/',
    {
      schema: {
        tags: ['mail'],
        summary: 'List mails, newest first, without their bodies; filter by status (admin)',
        querystring: OutboxListQuerySchema,
        response: { 200: OutboxMailListSchema, ...adminErrors },
      },
    },
    async (request) => listOutbox(db, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['mail'],
        summary: 'One mail with its HTML and text bodies, for a preview (admin)',
        params: OutboxMailIdParamsSchema,
        response: { 200: OutboxMailSchema, 404: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) => getOutboxMail(db, request.params.id),
  );

  app.post(
    '/:id/send',
    {
      schema: {
        tags: ['mail'],
        summary: 'Send a mail that gave up once more, now; answers it as it then is (admin)',
        params: OutboxMailIdParamsSchema,
        response: {
          200: OutboxMailSchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...adminErrors,
        },
      },
    },
    async (request) => sendOutboxMailAgain(db, app.mail, request.params.id),
  );
});
