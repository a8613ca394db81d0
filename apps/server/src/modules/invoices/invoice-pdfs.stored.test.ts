import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { buildTestApp, testConfig } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';
import { ADMIN, authenticateAdmin, capturedPayment } from '../../testing/order-test-kit.ts';
import { startTestS3 } from '../../testing/test-s3.ts';
import { createMediaStorage } from '../media/index.ts';
import { SimulatedGateway } from '../payments/simulated-gateway.ts';
import { renderDocumentPdf } from './document-pdf.ts';
import type { DocumentFigures } from './invoice-data.ts';

// Invoice and credit-note PDFs are drawn once, on the first download, and served from the media
// storage after that (docs/decisions/049-stored-invoice-pdfs.md). Each app draws through a
// renderer that writes down what it drew, so a test sees every render.

const s3 = await startTestS3();

function countingRenderer() {
  const rendered: string[] = [];
  const render = (figures: DocumentFigures) => {
    rendered.push(figures.number);
    return renderDocumentPdf(figures);
  };
  return { rendered, render };
}

async function temporaryDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skins-invoices-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  return dataDir;
}

const gateway = new SimulatedGateway('stored-invoice-test');
const dataDir = await temporaryDataDir();
const first = countingRenderer();
const { app, database } = await buildTestApp(
  { DATA_DIR: dataDir },
  { authenticateAdmin, gateway, renderDocumentPdf: first.render },
);
const { db } = database;

/** Another instance of the shop on the same database: `env` names its data folder or bucket. */
async function anotherInstance(env: Record<string, string>) {
  const renderer = countingRenderer();
  const instance = await buildApp({
    config: testConfig(env),
    database,
    authenticateAdmin,
    gateway,
    renderDocumentPdf: renderer.render,
  });
  await instance.ready();
  afterAll(() => instance.close());
  return { app: instance, rendered: renderer.rendered };
}

const download = (on: App, url: string, headers: Record<string, string> = {}) =>
  on.inject({ method: 'GET', url, headers });

const sha256Tag = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url')}"`;

async function paidOrder() {
  const { order, token } = await createOrder(db);
  const number = order.invoiceNumber;
  if (!number) throw new Error('a paid order has its invoice number');
  return {
    order,
    number,
    url: `/api/orders/${order.id}/invoice.pdf?token=${encodeURIComponent(token)}`,
  };
}

describe('a stored invoice PDF', () => {
  it('is drawn on the first download only: later downloads, by token or admin, are the stored copy', async () => {
    const { order, number, url } = await paidOrder();
    const firstDownload = await download(app, url);
    expect(firstDownload.statusCode).toBe(200);
    expect(first.rendered.filter((drawn) => drawn === number)).toHaveLength(1);

    const again = await download(app, url);
    const byAdmin = await download(app, `/api/orders/${order.id}/invoice.pdf`, ADMIN);
    expect(first.rendered.filter((drawn) => drawn === number)).toHaveLength(1);
    expect(again.rawPayload.equals(firstDownload.rawPayload)).toBe(true);
    expect(byAdmin.rawPayload.equals(firstDownload.rawPayload)).toBe(true);
    expect(again.headers['content-type']).toBe('application/pdf');
  });

  it('draws a document once while many download it at the same moment', async () => {
    const { number, url } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => download(app, url)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(first.rendered.filter((drawn) => drawn === number)).toHaveLength(1);
  });

  it('answers a strong ETag of its bytes, cached privately, and 304 to a client holding it', async () => {
    const { url } = await paidOrder();
    const served = await download(app, url);
    const etag = sha256Tag(served.rawPayload);
    expect(served.headers.etag).toBe(etag);
    expect(served.headers['cache-control']).toBe('private, no-cache');

    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const revalidated = await download(app, url, { 'if-none-match': ifNoneMatch });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(revalidated.headers.etag).toBe(etag);
    }
    const changed = await download(app, url, { 'if-none-match': '"not-this-copy"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it('still asks for the token: a held ETag without it is 404', async () => {
    const { order, url } = await paidOrder();
    const etag = (await download(app, url)).headers.etag ?? '';
    const withoutToken = await download(app, `/api/orders/${order.id}/invoice.pdf`, {
      'if-none-match': etag,
    });
    expect(withoutToken.statusCode).toBe(404);
    expect(withoutToken.json().code).toBe('NOT_FOUND');
  });

  it('keeps its bytes in DATA_DIR/media/documents, which another instance on that folder serves without drawing', async () => {
    const { order, number, url } = await paidOrder();
    const served = await download(app, url);
    const fileName = `${number.replaceAll('/', '-')}.pdf`;
    const folder = path.join(dataDir, 'media', 'documents', order.id);
    expect(await readdir(folder)).toEqual([fileName]);
    expect((await readFile(path.join(folder, fileName))).equals(served.rawPayload)).toBe(true);

    const restarted = await anotherInstance({ DATA_DIR: dataDir });
    const again = await download(restarted.app, url);
    expect(again.rawPayload.equals(served.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(served.headers.etag);
    expect(restarted.rendered).toEqual([]);
  });

  it('keeps the credit note apart from the invoice', async () => {
    const paymentId = await capturedPayment(gateway, 59_300);
    const { order, token } = await createOrder(db, {
      razorpayPaymentId: paymentId,
      lines: [{ price: 549 }],
    });
    const query = `?token=${encodeURIComponent(token)}`;
    const invoice = await download(app, `/api/orders/${order.id}/invoice.pdf${query}`);
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      headers: ADMIN,
      payload: { status: 'Cancelled' },
    });
    const creditNoteNumber: string = cancelled.json().creditNoteNumber;
    const note = await download(app, `/api/orders/${order.id}/credit-note.pdf${query}`);
    expect(note.statusCode).toBe(200);
    expect(note.headers.etag).not.toBe(invoice.headers.etag);
    expect(first.rendered).toContain(creditNoteNumber);
    const folder = path.join(dataDir, 'media', 'documents', order.id);
    expect((await readdir(folder)).sort()).toEqual(
      [order.invoiceNumber, creditNoteNumber].map((n) => `${n?.replaceAll('/', '-')}.pdf`).sort(),
    );
  });
});

describe('a stored invoice PDF in an S3 bucket', () => {
  it('is stored in the bucket by the instance that drew it, and served by another without drawing', async () => {
    const drawing = await anotherInstance({ DATA_DIR: await temporaryDataDir(), ...s3.env });
    const other = await anotherInstance({ DATA_DIR: await temporaryDataDir(), ...s3.env });
    const { order, number, url } = await paidOrder();
    const served = await download(drawing.app, url);
    expect(drawing.rendered).toEqual([number]);

    const bucket = await createMediaStorage(
      testConfig({ DATA_DIR: dataDir, ...s3.env }).media,
      dataDir,
    );
    afterAll(() => bucket.close());
    const stored = await bucket.getDocument(order.id, `${number.replaceAll('/', '-')}.pdf`);
    expect(stored?.equals(served.rawPayload)).toBe(true);

    const elsewhere = await download(other.app, url);
    expect(elsewhere.rawPayload.equals(served.rawPayload)).toBe(true);
    expect(elsewhere.headers.etag).toBe(served.headers.etag);
    expect(other.rendered).toEqual([]);
  });

  it('is drawn and answered when the bucket does not answer', async () => {
    const stopped = await startTestS3();
    const instance = await anotherInstance({ DATA_DIR: await temporaryDataDir(), ...stopped.env });
    await stopped.stop();
    const { number, url } = await paidOrder();
    const served = await download(instance.app, url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(instance.rendered).toEqual([number]);
  });
});
