import { ErrorBodySchema, OrderIdParamsSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../http/file-response.ts';
import { notFound } from '../../plugins/app-error.ts';
import { isAdminRequest } from '../../plugins/require-admin.ts';
import type { SellerConfig } from '../../seller-config.ts';
import {
  findInvoiceSource,
  ORDER_NOT_FOUND,
  TokenHeadersSchema,
  TokenQuerySchema,
  tokenOf,
} from '../orders/index.ts';
import { renderDocumentPdf } from './document-pdf.ts';
import { type DocumentFigures, documentFigures } from './invoice-data.ts';

export interface InvoiceRoutesOptions {
  /** `config.seller`: who issues the documents. */
  seller: SellerConfig;
}

const PDF_FILE_RESPONSE = fileResponse(
  'application/pdf',
  'An A4 PDF, shown in the browser (Content-Disposition: inline)',
);

const NOT_ISSUED: Record<DocumentFigures['kind'], string> = {
  invoice: 'This order has no tax invoice: it is issued once the order is paid.',
  'credit-note': 'This order has no credit note: it is issued when a paid order is refunded.',
};

/** `INV/2026-27/000123` → `INV-2026-27-000123.pdf`. */
export const pdfFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/**
 * GET /api/orders/{id}/invoice.pdf and /credit-note.pdf (API.md § Orders after payment): for the
 * order's token (X-Order-Token or ?token=) or an admin, like GET /api/orders/{id}. 404 for
 * anyone else, and until the document exists.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<InvoiceRoutesOptions> = async (
  app,
  { seller },
) => {
  const documents = [
    { kind: 'invoice', path: '/:id/invoice.pdf', summary: "The order's GST tax invoice (PDF)" },
    {
      kind: 'credit-note',
      path: '/:id/credit-note.pdf',
      summary: 'The credit note of a refunded order (PDF)',
    },
  ] as const;
  for (const { kind, path, summary } of documents) {
    app.get(
      path,
      {
        schema: {
          tags: ['orders'],
          summary: `${summary}, for its token (X-Order-Token or ?token=) or an admin; else 404`,
          params: OrderIdParamsSchema,
          headers: TokenHeadersSchema,
          querystring: TokenQuerySchema,
          response: { 200: PDF_FILE_RESPONSE, 400: ErrorBodySchema, 404: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const source = await findInvoiceSource(app.db, request.params.id, {
          token: tokenOf(request),
          // Never 401 here: a shopper's browser may still hold an expired admin token.
          isAdmin: () => isAdminRequest(request, app.authenticateAdmin),
        });
        const figures = source ? documentFigures(source, seller, kind) : null;
        if (!figures) throw notFound(source ? NOT_ISSUED[kind] : ORDER_NOT_FOUND);
        const pdf = await renderDocumentPdf(figures);
        return (
          reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `inline; filename="${pdfFileName(figures.number)}"`)
            .header('cache-control', 'private, no-store')
            // The schema documents the file for OpenAPI; the serializer passes a Buffer through.
            .send(pdf as unknown as string)
        );
      },
    );
  }
};
