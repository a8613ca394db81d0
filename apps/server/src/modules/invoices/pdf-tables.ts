import type { DocumentFigures } from './invoice-data.ts';
import { ACCENT, BAND, drawLine, drawWrapped, INK, MUTED, PAGE, RULE, rupees } from './pdf-text.ts';

// The lines table and the totals beneath it. Numbers are right-aligned in fixed columns so the
// rupee amounts line up down the page.

interface Frame {
  left: number;
  width: number;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const FIXED: Column[] = [
  { title: 'HSN', width: 40, align: 'left' },
  { title: 'Qty', width: 30, align: 'right' },
  { title: 'Rate', width: 68, align: 'right' },
  { title: 'Amount', width: 72, align: 'right' },
  { title: 'Taxable value', width: 80, align: 'right' },
  // The line's own GST rate (decision 066): the tax rows below group by it.
  { title: 'GST', width: 36, align: 'right' },
];
const INDEX_WIDTH = 18;
const CELL_PAD = 6;
const SIZE = 9;
// Room kept under the last row for the page's footer.
const PAGE_BOTTOM = PAGE.height - PAGE.margin - 40;

function columnsOf({ width }: Frame): Column[] {
  const fixed = FIXED.reduce((sum, column) => sum + column.width, INDEX_WIDTH);
  return [
    { title: '#', width: INDEX_WIDTH, align: 'left' },
    { title: 'Description', width: width - fixed, align: 'left' },
    ...FIXED,
  ];
}

function drawRow(
  doc: PDFKit.PDFDocument,
  frame: Frame,
  cells: readonly string[],
  y: number,
  style: { weight: 'regular' | 'bold'; color: string },
): number {
  const columns = columnsOf(frame);
  let x = frame.left;
  let height = 0;
  columns.forEach((column, index) => {
    const text = cells[index] ?? '';
    const inner = column.width - CELL_PAD;
    if (index === 1) {
      height = Math.max(
        height,
        drawWrapped(doc, text, x, y, {
          size: SIZE,
          weight: style.weight,
          width: inner,
          color: style.color,
        }),
      );
    } else {
      drawLine(doc, text, x, y, {
        size: SIZE,
        weight: style.weight,
        color: style.color,
        width: inner,
        align: column.align,
      });
      height = Math.max(height, SIZE + 4);
    }
    x += column.width;
  });
  return height;
}

/** The table of lines; answers the y below it. Breaks onto a new page when one is full. */
export function drawLineItems(
  doc: PDFKit.PDFDocument,
  figures: DocumentFigures,
  top: number,
  frame: Frame,
): number {
  const headerRow = (y: number) => {
    doc.rect(frame.left, y - 5, frame.width, 20).fill(BAND);
    drawRow(
      doc,
      frame,
      columnsOf(frame).map((column) => column.title),
      y,
      { weight: 'bold', color: MUTED },
    );
    return y + 22;
  };
  let y = headerRow(top);
  figures.lines.forEach((line, index) => {
    if (y > PAGE_BOTTOM - 30) {
      doc.addPage();
      y = headerRow(PAGE.margin);
    }
    const height = drawRow(
      doc,
      frame,
      [
        String(index + 1),
        line.description,
        line.hsnCode,
        String(line.quantity),
        rupees(line.rateInPaise),
        rupees(line.amountInPaise),
        rupees(line.taxableInPaise),
        `${line.taxPercent}%`,
      ],
      y,
      { weight: 'regular', color: INK },
    );
    y += height + 6;
    doc
      .moveTo(frame.left, y - 3)
      .lineTo(frame.left + frame.width, y - 3)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });
  return y + 6;
}

/** The totals, right-aligned under the amounts; answers the y below them. */
export function drawTotals(
  doc: PDFKit.PDFDocument,
  figures: DocumentFigures,
  top: number,
  frame: Frame,
): number {
  const rows: { label: string; amount: string; strong?: boolean }[] = [
    { label: 'Subtotal', amount: rupees(figures.subtotalInPaise) },
    ...(figures.discount
      ? [{ label: figures.discount.label, amount: rupees(-figures.discount.amountInPaise) }]
      : []),
    { label: 'Taxable value', amount: rupees(figures.taxableInPaise) },
    ...figures.taxes.map((tax) => ({ label: tax.label, amount: rupees(tax.amountInPaise) })),
    { label: 'Total', amount: rupees(figures.totalInPaise), strong: true },
    { label: 'Round off', amount: rupees(figures.roundOffInPaise) },
  ];
  const width = 240;
  const x = frame.left + frame.width - width;
  let y = top;
  if (y > PAGE_BOTTOM - 170) {
    doc.addPage();
    y = PAGE.margin;
  }
  for (const row of rows) {
    const weight = row.strong ? 'bold' : 'regular';
    drawLine(doc, row.label, x, y, { size: SIZE, weight, color: row.strong ? INK : MUTED });
    drawLine(doc, row.amount, x, y, {
      size: SIZE,
      weight,
      width: width - CELL_PAD,
      align: 'right',
    });
    y += 15;
  }
  doc.rect(x - 8, y - 2, width + 8 - CELL_PAD + 6, 24).fill(BAND);
  drawLine(doc, figures.payable.label, x, y + 4, { size: 11, weight: 'bold', color: ACCENT });
  drawLine(doc, rupees(figures.payable.amountInPaise), x, y + 4, {
    size: 11,
    weight: 'bold',
    width: width - CELL_PAD,
    align: 'right',
  });
  return y + 34;
}
