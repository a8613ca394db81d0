import {
  ErrorBodySchema,
  SubscriberIdParamsSchema,
  SubscriberListQuerySchema,
  SubscriberListSchema,
  SubscriberSchema,
} from '@skins/shared';
import * as z from 'zod/mini';
import { CSV_FILE_RESPONSE, csvFileName, EXPORT_MAX_ROWS, sendCsv, toCsv } from '../../http/csv.ts';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { auditAdminAction } from '../../plugins/require-admin.ts';
import { SUBSCRIBER_CSV_HEADER, subscriberCsvRow } from './subscriber-csv.ts';
import * as service from './subscribers.service.ts';

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
// The list's filters without its paging: an export holds every matching row.
const SubscriberExportQuerySchema = z.pick(SubscriberListQuerySchema, {
  status: true,
  search: true,
});

/** The admin's newsletter list (issue [6]); shoppers use /api/subscription. All admin only. */
export const subscriberRoutes = adminRoutes(async (app) => {
  const { db } = app;

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

  app.get(
    '/export',
    {
      schema: {
        tags: ['newsletter'],
        summary: `Subscribers as CSV: the list's filters, newest first, ≤ ${EXPORT_MAX_ROWS} (admin)`,
        querystring: SubscriberExportQuerySchema,
        response: { 200: CSV_FILE_RESPONSE, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { data } = await service.listSubscribers(db, {
        ...request.query,
        page: 1,
        limit: EXPORT_MAX_ROWS,
      });
      const csv = toCsv(SUBSCRIBER_CSV_HEADER, data.map(subscriberCsvRow));
      auditAdminAction(request, 'subscribers.export', { rows: data.length, ...request.query });
      return sendCsv(reply, csvFileName('subscribers', new Date()), csv);
    },
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
});
