import {
  ErrorBodySchema,
  OutboxListQuerySchema,
  OutboxMailIdParamsSchema,
  OutboxMailListSchema,
  OutboxMailSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { type AuthenticateAdmin, requireAdmin } from '../../plugins/require-admin.ts';
import { getOutboxMail, listOutbox } from './outbox.service.ts';

export interface OutboxRoutesOptions {
  db: Db;
  authenticateAdmin: AuthenticateAdmin;
}

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The mail outbox (API.md § Mail) for the admin pages: what was queued, sent or kept. */
export const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (
  app,
  { db, authenticateAdmin },
) => {
  app.addHook('onRequest', requireAdmin({ authenticateAdmin }));
  // Mails carry shoppers' addresses and order links: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

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
};
