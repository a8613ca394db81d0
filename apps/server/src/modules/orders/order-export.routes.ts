import { ErrorBodySchema, OrderListQuerySchema } from '@skins/shared';
import * as z from 'zod/mini';
import { CSV_FILE_RESPONSE, csvFileName, EXPORT_MAX_ROWS, sendCsv, toCsv } from '../../http/csv.ts';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { auditAdminAction } from '../../plugins/require-admin.ts';
import type { SellerConfig } from '../../seller-config.ts';
import { ORDER_CSV_HEADER, orderCsvRow } from './order-csv.ts';
import { listOrdersForExport } from './order-reports.ts';

// The list's filters without its paging: an export holds every matching row.
const OrderExportQuerySchema = z.pick(OrderListQuerySchema, { status: true, search: true });
const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** GET /api/orders/export: the admin order list's rows as a CSV file. */
export const orderExportRoutes = adminRoutes<{ seller: SellerConfig }>(async (app, { seller }) => {
  app.get(
    '/export',
    {
      schema: {
        tags: ['orders'],
        summary: `Orders as CSV: the list's filters, newest first, ≤ ${EXPORT_MAX_ROWS} (admin)`,
        querystring: OrderExportQuerySchema,
        response: { 200: CSV_FILE_RESPONSE, ...adminErrors },
      },
    },
    async (request, reply) => {
      const rows = await listOrdersForExport(app.db, request.query, EXPORT_MAX_ROWS);
      const csv = toCsv(
        ORDER_CSV_HEADER,
        rows.map((row) => orderCsvRow(row, seller)),
      );
      auditAdminAction(request, 'orders.export', { rows: rows.length, ...request.query });
      return sendCsv(reply, csvFileName('orders', new Date()), csv);
    },
  );
});
