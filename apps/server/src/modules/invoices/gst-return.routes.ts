import {
  ErrorBodySchema,
  GstReturnQuerySchema,
  type Gstr1,
  Gstr1Schema,
  shopCalendarDate,
} from '@skins/shared';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { AppError } from '../../plugins/app-error.ts';
import { auditAdminAction } from '../../plugins/require-admin.ts';
import type { SellerConfig } from '../../seller-config.ts';
import { filingPeriodOf, gstr1Zip } from './gstr1-file.ts';
import { monthReturn } from './gstr1-month.ts';

/** GST (and so GSTR-1) began on 1 July 2017. */
const GST_START = '2017-07';

const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * GET /api/admin/gst/gstr1?period=YYYY-MM (API.md § The owner's desk): the month's GSTR-1 from
 * the shop's invoices and credit notes. A month that has not begun in India is refused (its
 * return would be empty, and a wrong year typed is likelier than a wish for an empty file), and
 * so is one before GST.
 */
export const gstReturnRoutes = adminRoutes<{ seller: SellerConfig }>(async (app, { seller }) => {
  app.get(
    '/gstr1',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A month's GSTR-1 (B2CS, B2CL, CDNUR, HSN, documents issued) with its reconciliation; `format=file` the portal's JSON, `format=csv` a zip of CSVs (admin)",
        querystring: GstReturnQuerySchema,
        // `file` and `csv` answer a download (a string, a Buffer), which skips the serializer.
        response: { 200: Gstr1Schema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { period, format = 'json' } = request.query;
      const refusal =
        period > shopCalendarDate(new Date()).slice(0, 7)
          ? 'The month has not begun yet.'
          : period < GST_START
            ? 'GST began in July 2017.'
            : null;
      if (refusal) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
          fields: { period: refusal },
        });
      }
      const { answer, tables, reconciliation } = await monthReturn(app.db, seller, period);
      if (format === 'json') return answer;
      auditAdminAction(request, 'gst.gstr1.download', { period, format });
      const name = `GSTR1_${seller.gstin}_${filingPeriodOf(period)}`;
      if (format === 'file') {
        const { reconciliation: _, ...file } = answer;
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.json"`)
          .send(JSON.stringify(file) as unknown as Gstr1);
      }
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${name}.zip"`)
        .send(Buffer.from(gstr1Zip(tables, reconciliation)) as unknown as Gstr1);
    },
  );
});
