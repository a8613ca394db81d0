import {
  ErrorBodySchema,
  SubscriberIdParamsSchema,
  SubscriberListQuerySchema,
  SubscriberListSchema,
  SubscriberSchema,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  type AuthenticateAdmin,
  auditAdminAction,
  requireAdmin,
} from '../../plugins/require-admin.ts';
import * as service from './subscribers.service.ts';

export interface SubscriberRoutesOptions {
  db: Db;
  authenticateAdmin: AuthenticateAdmin;
}

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The admin's newsletter list (issue [6]); shoppers use /api/subscription. All admin only. */
export const subscriberRoutes: FastifyPluginAsyncZod<SubscriberRoutesOptions> = async (
  app,
  { db, authenticateAdmin },
) => {
  app.addHook('onRequest', requireAdmin({ authenticateAdmin }));

  app.get(
    '/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'List subscribers, newest first; search by email, filter by status (admin)',
        querystring: SubscriberListQuerySchema,
        response: { 200: SubscriberListSchema, ...adminErrors },
      },
    },
    async (request) => service.listSubscribers(db, request.query),
  );

  app.put(
    '/:id/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe one subscriber (admin); already unsubscribed stays so',
        params: SubscriberIdParamsSchema,
        response: { 200: SubscriberSchema, 404: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) => {
      const { subscriber, changed } = await service.unsubscribeById(db, request.params.id);
      if (changed) {
        auditAdminAction(request, 'subscriber.unsubscribe', {
          subscriberId: subscriber._id,
          email: subscriber.email,
        });
      }
      return subscriber;
    },
  );
};
