import PDFDocument from 'pdfkit';
import type { DocumentFigures } from './invoice-data.ts';
import { drawLineItems, drawTotals } from './pdf-tables.ts';
import {
  ACCENT,
  drawLine,
  drawWrapped,
  INK,
  MUTED,
  PAGE,
  RULE,
  registerFonts,
} from './pdf-text.ts';

// The tax invoice and the credit note share one A4 frame: the shop's name and the title, the
// document's numbers, seller and buyer side by side, the lines, the totals and the words.

const SHOP_NAME = 'Skins';
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const COLUMN_GAP = 24;
const HALF = (CONTENT_WIDTH - COLUMN_GAP) / 2;

function rule(doc: PDFKit.PDFDocument, y: number, color = RULE): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

function header(doc: PDFKit.PDFDocument, figures: DocumentFigures): number {
  const top = PAGE.margin;
  drawLine(doc, SHOP_NAME, PAGE.margin, top, { size: 26, weight: 'bold', color: ACCENT });
  drawLine(doc, figures.title, PAGE.margin, top + 4, {
    size: 20,
    weight: 'bold',
    width: CONTENT_WIDTH,
    align: 'right',
  });
  const facts: [string, string][] = [
    [figures.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', figures.number],
    ['Date', figures.date],
    ...(figures.againstInvoice
      ? [['Against invoice', figures.againstInvoice] as [string, string]]
      : []),
    ['Order no.', `#${figures.orderNumber}`],
    ['Place of supply', figures.placeOfSupply],
  ];
  let y = top + 40;
  for (const [label, value] of facts) {
    drawLine(doc, label, PAGE.margin + HALF + COLUMN_GAP, y, { size: 9, color: MUTED });
    drawLine(doc, value, PAGE.margin + HALF + COLUMN_GAP, y, {
      size: 9,
      weight: 'bold',
      width: HALF,
      align: 'right',
    });
    y += 14;
  }
  drawWrapped(doc, 'Original for recipient', PAGE.margin, top + 40, {
    size: 8,
    color: MUTED,
    width: HALF,
  });
  return y + 10;
}

function party(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  heading: string,
  name: string,
  lines: readonly string[],
): number {
  drawLine(doc, heading.toUpperCase(), x, y, { size: 8, weight: 'bold', color: ACCENT });
  let cursor = y + 14;
  cursor += drawWrapped(doc, name, x, cursor, { size: 10, weight: 'bold', width: HALF });
  for (const line of lines) {
    cursor += drawWrapped(doc, line, x, cursor, { size: 9, color: INK, width: HALF });
  }
  return cursor;
}

function parties(doc: PDFKit.PDFDocument, figures: DocumentFigures, top: number): number {
  rule(doc, top);
  const y = top + 12;
  const { seller, buyer } = figures;
  const left = party(doc, PAGE.margin, y, 'Sold by', seller.legalName, [
    seller.address,
    `State: ${seller.state}`,
    `GSTIN: ${seller.gstin}`,
  ]);
  const right = party(
    doc,
    PAGE.margin + HALF + COLUMN_GAP,
    y,
    'Billed and shipped to',
    buyer.name,
    [...buyer.address, `Phone: ${buyer.phone}`, `Email: ${buyer.email}`],
  );
  return Math.max(left, right) + 14;
}

function footer(doc: PDFKit.PDFDocument, figures: DocumentFigures, top: number): void {
  let y = top + 8;
  drawLine(doc, 'Amount in words', PAGE.margin, y, { size: 8, weight: 'bold', color: ACCENT });
  y += 13;
  y += drawWrapped(doc, figures.amountInWords, PAGE.margin, y, {
    size: 10,
    weight: 'bold',
    width: CONTENT_WIDTH,
  });
  y +=
    6 +
    drawWrapped(doc, figures.note, PAGE.margin, y + 6, {
      size: 8,
      color: MUTED,
      width: CONTENT_WIDTH,
    });
  const bottom = PAGE.height - PAGE.margin - 24;
  rule(doc, Math.max(y + 16, bottom - 8));
  drawWrapped(
    doc,
    `For ${figures.seller.legalName} · This is a computer-generated document and needs no signature.`,
    PAGE.margin,
    Math.max(y + 24, bottom),
    { size: 8, color: MUTED, width: CONTENT_WIDTH },
  );
}

/**
 * The document as a PDF file (A4), fonts embedded. The same figures give the same bytes: pdfkit
 * would date the file (and derive its /ID from that date) with the clock, so it is dated when the
 * document was issued; the stored copy of any instance is then the same file (decision 049).
 */
export function renderDocumentPdf(figures: DocumentFigures): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `${figures.title} ${figures.number}`,
      Author: figures.seller.legalName,
      CreationDate: figures.issuedAt,
    },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = header(doc, figures);
  y = parties(doc, figures, y);
  y = drawLineItems(doc, figures, y, { left: PAGE.margin, width: CONTENT_WIDTH });
  y = drawTotals(doc, figures, y, { left: PAGE.margin, width: CONTENT_WIDTH });
  footer(doc, figures, y);
  doc.end();
  return done;
}
