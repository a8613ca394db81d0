import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from '../media/index.ts';
import type { DocumentFigures } from './invoice-data.ts';

// An issued document never changes, and drawing it costs ~230 ms of CPU: it is drawn once, on
// its first download, and its bytes are kept in the media storage under the order and the
// document's number (docs/decisions/049-stored-invoice-pdfs.md).

export type RenderDocumentPdf = (figures: DocumentFigures) => Promise<Buffer>;

export interface StoredPdf {
  bytes: Buffer;
  /** A strong ETag: a digest of the bytes, the same on every instance and storage. */
  etag: string;
}

/** `INV/2026-27/000123` → `INV-2026-27-000123.pdf`. */
export const pdfFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url')}"`;

/**
 * The PDF of an order's document: the stored copy, or drawn and stored when there is none yet.
 * Downloads of one document that arrive while it is being drawn wait for that drawing. Two
 * instances may both draw it once; the bytes are the same, so either copy is the document.
 */
export function storedPdfs({
  storage,
  render,
}: {
  storage: MediaStorage;
  render: RenderDocumentPdf;
}): (orderId: string, figures: DocumentFigures, log: FastifyBaseLogger) => Promise<StoredPdf> {
  const drawing = new Map<string, Promise<Buffer>>();

  const drawAndStore = async (
    orderId: string,
    figures: DocumentFigures,
    log: FastifyBaseLogger,
  ) => {
    const bytes = await render(figures);
    const name = pdfFileName(figures.number);
    // The copy only saves work: a storage that does not take it costs the next download a render.
    await storage
      .putDocument(orderId, { name, contentType: 'application/pdf', data: bytes })
      .catch((error: unknown) => log.error({ err: error, orderId, name }, 'document not stored'));
    return bytes;
  };

  return async (orderId, figures, log) => {
    const name = pdfFileName(figures.number);
    const stored = await storage.getDocument(orderId, name).catch((error: unknown) => {
      log.error({ err: error, orderId, name }, 'stored document not read; drawing it');
      return null;
    });
    if (stored) return { bytes: stored, etag: etagOf(stored) };
    const key = `${orderId}/${name}`;
    let pending = drawing.get(key);
    if (!pending) {
      pending = drawAndStore(orderId, figures, log).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    const bytes = await pending;
    return { bytes, etag: etagOf(bytes) };
  };
}
