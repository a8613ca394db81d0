import { ErrorBodySchema, OrderListQuerySchema, SubscriberListQuerySchema } from '@skins/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import {
  type AuthenticateAdmin,
  auditAdminAction,
  requireAdmin,
} from '../../plugins/require-admin.ts';
import { listOrdersForExport } from '../orders/order-reports.ts';
import { listSubscribers } from '../subscribers/subscribers.service.ts';
import { csvFileName, sendCsv, toCsv } from './csv.ts';
import {
  ORDER_CSV_HEADER,
  orderCsvRow,
  SUBSCRIBER_CSV_HEADER,
  subscriberCsvRow,
} from './export-columns.ts';

export interface ExportRoutesOptions {
  db: Db;
  authenticateAdmin: AuthenticateAdmin;
}

/** The most rows one export holds, newest first: the file is built in memory. */
export const EXPORT_MAX_ROWS = 10_000;

// The lists' filters without their paging: an export holds every matching row.
const OrderExportQuerySchema = z.pick(OrderListQuerySchema, { status: true, search: true });
const SubscriberExportQuerySchema = z.pick(SubscriberListQuerySchema, {
  status: true,
  search: true,
});

const csvFile = {
  description: 'A CSV download: UTF-8 with a byte order mark, a header row, CRLF line ends',
  content: { 'text/csv': { schema: z.string() } },
};
const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

// Shoppers' names and addresses: never kept by a browser or a proxy.
async function keepPrivate(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
}

/** GET /api/orders/export: the admin order list's rows as a CSV file. */
export const orderExportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (app, opts) => {
  app.addHook('onRequest', requireAdmin(opts));
  app.addHook('onSend', keepPrivate);
  app.get(
    '/export',
    {
      // Under the gated /api/orders: the admin token decides, not the store gate.
      config: { adminOnly: true },
      schema: {
        tags: ['orders'],
        summary: `Orders as CSV: the list's filters, newest first, ≤ ${EXPORT_MAX_ROWS} (admin)`,
        querystring: OrderExportQuerySchema,
        response: { 200: csvFile, ...adminErrors },
      },
    },
    async (request, reply) => {
      const rows = await listOrdersForExport(opts.db, request.query, EXPORT_MAX_ROWS);
      const csv = toCsv(ORDER_CSV_HEADER, rows.map(orderCsvRow));
      auditAdminAction(request, 'orders.export', { rows: rows.length, ...request.query });
      return sendCsv(reply, csvFileName('orders', new Date()), csv);
    },
  );
};

/** GET /api/subscribers/export: the admin subscriber list's rows as a CSV file. */
export const subscriberExportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (
  app,
  opts,
) => {
  app.addHook('onRequest', requireAdmin(opts));
  app.addHook('onSend', keepPrivate);
  app.get(
    '/export',
    {
      config: { adminOnly: true },
      schema: {
        tags: ['newsletter'],
        summary: `Subscribers as CSV: the list's filters, newest first, ≤ ${EXPORT_MAX_ROWS} (admin)`,
        querystring: SubscriberExportQuerySchema,
        response: { 200: csvFile, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { data } = await listSubscribers(opts.db, {
        ...request.query,
        page: 1,
        limit: EXPORT_MAX_ROWS,
      });
      const csv = toCsv(SUBSCRIBER_CSV_HEADER, data.map(subscriberCsvRow));
      auditAdminAction(request, 'subscribers.export', { rows: data.length, ...request.query });
      return sendCsv(reply, csvFileName('subscribers', new Date()), csv);
    },
  );
};
