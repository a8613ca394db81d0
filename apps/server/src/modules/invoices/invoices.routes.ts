import { ErrorBodySchema, OrderIdParamsSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse } from '../../http/file-response.ts';
import { notFound } from '../../plugins/app-error.ts';
import { perKey, perMinute } from '../../plugins/rate-limit.ts';
import { isAdminRequest } from '../../plugins/require-admin.ts';
import type { SellerConfig } from '../../seller-config.ts';
import type { MediaStorage } from '../media/index.ts';
import type { InvoiceSource } from '../orders/index.ts';
import {
  findInvoiceSource,
  ORDER_NOT_FOUND,
  TokenHeadersSchema,
  TokenQuerySchema,
  tokenOf,
} from '../orders/index.ts';
import { renderDocumentPdf } from './document-pdf.ts';
import { type DocumentFigures, documentFigures } from './invoice-data.ts';
import { returnCreditNoteFigures } from './return-credit-note-data.ts';
import { findReturnCreditNote } from './return-credit-notes.ts';
import { pdfFileName, type RenderDocumentPdf, storedPdfs } from './stored-pdfs.ts';

export interface InvoiceRoutesOptions {
  /** `config.seller`: who issues the documents. */
  seller: SellerConfig;
  /** Where a drawn PDF is kept: DATA_DIR/media/documents, or the media bucket. */
  storage: MediaStorage;
  /** Draws a document's PDF; by default `renderDocumentPdf` (tests count its calls). */
  render?: RenderDocumentPdf;
  /** `config.rateLimits.invoicePdf`: downloads per client IP per minute, each route. */
  downloadsPerMinute: number;
  /** `config.rateLimits.invoicePdfPerOrder`: downloads of one order's documents per minute. */
  downloadsPerOrderPerMinute: number;
}

const PDF_FILE_RESPONSE = fileResponse(
  'application/pdf',
  'An A4 PDF, shown in the browser (Content-Disposition: inline); `ETag` is a digest of its bytes',
);
const MINUTE_MS = 60_000;

/** If-None-Match names this tag (weak comparison, RFC 9110 § 13.1.2), or any (`*`). */
function isHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

const NOT_ISSUED: Record<DocumentFigures['kind'], string> = {
  invoice: 'This order has no tax invoice: it is issued once the order is paid.',
  'credit-note': 'This order has no credit note: it is issued when a paid order is refunded.',
};

/** The token, and for the credit note a return's (`?return={returnId}`); the invoice ignores it. */
const DocumentQuerySchema = z.object({
  ...TokenQuerySchema.shape,
  return: z.uuid().optional(),
});

/**
 * GET /api/orders/{id}/invoice.pdf and /credit-note.pdf (API.md § Orders after payment): for the
 * order's token (X-Order-Token or ?token=) or an admin, like GET /api/orders/{id}. 404 for
 * anyone else, and until the document exists. Drawn once and then served from the storage
 * (decision 049); limited per client IP and per order.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<InvoiceRoutesOptions> = async (
  app,
  { seller, storage, render = renderDocumentPdf, downloadsPerMinute, downloadsPerOrderPerMinute },
) => {
  const pdfOf = storedPdfs({ storage, render });
  // One count for both documents of an order, whoever asks: a loop on one token cannot take
  // the CPU from other shoppers (issue [14] item 15).
  const countOrder = perKey(app, {
    max: downloadsPerOrderPerMinute,
    windowMs: MINUTE_MS,
    key: (request) => `invoice-pdf:${OrderIdParamsSchema.parse(request.params).id.toLowerCase()}`,
  });
  /**
   * The invoice; or the credit note: a return's (`returnId`), else the cancelled order's own,
   * else its latest return's. Null while there is none.
   */
  const figuresOf = async (
    kind: DocumentFigures['kind'],
    source: InvoiceSource,
    returnId: string | undefined,
  ): Promise<DocumentFigures | null> => {
    const own = returnId === undefined ? documentFigures(source, seller, kind) : null;
    if (own || kind === 'invoice') return own;
    const note = await findReturnCreditNote(app.db, source.id, returnId);
    return note ? returnCreditNoteFigures(source, note, seller) : null;
  };
  const documents = [
    {
      kind: 'invoice',
      path: '/:id/invoice.pdf',
      summary: "The order's GST tax invoice (PDF)",
    },
    {
      kind: 'credit-note',
      path: '/:id/credit-note.pdf',
      summary:
        "A refund's credit note (PDF): `?return={returnId}` names a return's; without it, a cancelled order's, or the latest return's",
    },
  ] as const;
  for (const { kind, path, summary } of documents) {
    app.get(
      path,
      {
        config: { rateLimit: perMinute(downloadsPerMinute) },
        schema: {
          tags: ['orders'],
          summary: `${summary}, for its token (X-Order-Token or ?token=) or an admin; else 404`,
          params: OrderIdParamsSchema,
          headers: TokenHeadersSchema,
          querystring: DocumentQuerySchema,
          response: {
            200: PDF_FILE_RESPONSE,
            // If-None-Match named the ETag: the copy the client holds is the document.
            304: z.null(),
            400: ErrorBodySchema,
            404: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const source = await findInvoiceSource(app.db, request.params.id, {
          token: tokenOf(request),
          // Never 401 here: a shopper's browser may still hold an expired admin token.
          isAdmin: () => isAdminRequest(request, app.authenticateAdmin),
        });
        const figures = source ? await figuresOf(kind, source, request.query.return) : null;
        if (!source || !figures) throw notFound(source ? NOT_ISSUED[kind] : ORDER_NOT_FOUND);
        // Counted once the caller may see the document: a wrong token cannot use up the order's.
        await countOrder.call(app, request, reply);
        const { bytes, etag } = await pdfOf(source.id, figures, request.log);
        // Personal data: the browser may keep it, nothing shared may; it asks again each time.
        reply.header('cache-control', 'private, no-cache').header('etag', etag);
        if (isHeld(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
        return (
          reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `inline; filename="${pdfFileName(figures.number)}"`)
            // The schema documents the file for OpenAPI; the serializer passes a Buffer through.
            .send(bytes as unknown as string)
        );
      },
    );
  }
};
