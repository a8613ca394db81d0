import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../../seller-config.ts';
import { invoiceSource } from '../../testing/invoice-source-fixture.ts';
import { renderDocumentPdf } from './document-pdf.ts';
import { type DocumentFigures, documentFigures } from './invoice-data.ts';

// The PDF read back as text by poppler's pdftotext (-layout keeps the columns on their lines).
// Without pdftotext the test is skipped, except in CI or with E2E_REQUIRED set, where a missing
// tool fails it: .ci/run installs poppler-utils.

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const isRequired = Boolean(process.env.CI || process.env.E2E_REQUIRED);

const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function textOf(figures: DocumentFigures | null): Promise<string> {
  if (!figures) throw new Error('expected a document');
  const file = path.join(dir, `${figures.number.replaceAll('/', '-')}.pdf`);
  writeFileSync(file, await renderDocumentPdf(figures));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** One line of the text holding all these pieces, in this order (a table row, a totals row). */
const row = (...pieces: string[]) =>
  new RegExp(pieces.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*'));

describe.runIf(!hasPdftotext && isRequired)('the invoice PDF test', () => {
  it('needs pdftotext (poppler-utils), which CI installs', () => {
    expect.fail('pdftotext is missing: install poppler-utils (apt-get install poppler-utils)');
  });
});

describe.runIf(hasPdftotext)('the tax invoice PDF, as text', () => {
  it('prints the numbers, the seller, the buyer, each line and CGST + SGST within the state', async () => {
    const text = await textOf(documentFigures(invoiceSource(), DEMO_SELLER, 'invoice'));
    for (const expected of [
      'Skins',
      'Tax Invoice',
      'INV/2026-27/000123',
      '26 November 2026',
      '#1042',
      'Skins Retail Private Limited',
      'GSTIN: 29AABCS1234K1Z5',
      'State: Karnataka',
      'Asha Rao',
      'Phone: 9876543210',
      'asha@example.in',
      'Rupees One Thousand Nine Hundred Forty-One Only',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(row('Place of supply', 'Karnataka'));
    expect(text).toMatch(
      row('Carbon Fibre Obsidian — Apple', '3919', '2', '₹549.00', '₹1,098.00', '₹988.20', '8%'),
    );
    expect(text).toMatch(
      row('Marble Arctic — Apple MacBook', '3919', '1', '₹899.00', '₹899.00', '₹809.10', '8%'),
    );
    expect(text).toMatch(row('Subtotal', '₹1,997.00'));
    expect(text).toMatch(row('Discount (WELCOME10)', '-₹199.70'));
    expect(text).toMatch(row('Taxable value', '₹1,797.30'));
    expect(text).toMatch(row('CGST 4%', '₹71.89'));
    expect(text).toMatch(row('SGST 4%', '₹71.89'));
    expect(text).not.toContain('IGST');
    expect(text).toMatch(row('Total', '₹1,941.08'));
    expect(text).toMatch(row('Round off', '-₹0.08'));
    expect(text).toMatch(row('Amount paid', '₹1,941.00'));
  });

  it('charges IGST 8% to another state', async () => {
    const delhi = invoiceSource({
      shipping: { ...invoiceSource().shipping, state: 'Delhi', city: 'New Delhi' },
    });
    const text = await textOf(documentFigures(delhi, DEMO_SELLER, 'invoice'));
    expect(text).toMatch(row('IGST 8%', '₹143.78'));
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toMatch(row('Place of supply', 'Delhi'));
  });

  it('prints each line’s own rate and HSN code, and the tax rows of each rate (decision 066)', async () => {
    const base = invoiceSource();
    // A category's HSN code may have 8 digits (decision 067): it stays on the line's row.
    const mixed = invoiceSource({
      lines: base.lines.map((line, index) =>
        index === 1 ? { ...line, gstRateBp: 1_800, hsnCode: '39199090' } : line,
      ),
      taxInPaise: 22_470,
      totalInPaise: 202_200,
      amountPaidInPaise: 202_200,
    });
    const text = await textOf(documentFigures(mixed, DEMO_SELLER, 'invoice'));
    expect(text).toMatch(row('Carbon Fibre Obsidian — Apple', '₹988.20', '8%'));
    expect(text).toMatch(row('Marble Arctic — Apple MacBook', '39199090', '₹809.10', '18%'));
    expect(text).toMatch(row('CGST 4%', '₹39.53'));
    expect(text).toMatch(row('SGST 4%', '₹39.53'));
    expect(text).toMatch(row('CGST 9%', '₹72.82'));
    expect(text).toMatch(row('SGST 9%', '₹72.82'));
    expect(text).toMatch(row('Total', '₹2,022.00'));
  });

  it('prints the credit note against its invoice, with the amount refunded', async () => {
    const refunded = invoiceSource({
      creditNoteNumber: 'CN/2026-27/000001',
      creditedAt: new Date('2026-12-01T06:00:00Z'),
    });
    const text = await textOf(documentFigures(refunded, DEMO_SELLER, 'credit-note'));
    expect(text).toContain('Credit Note');
    expect(text).toContain('CN/2026-27/000001');
    expect(text).toMatch(row('Against invoice', 'INV/2026-27/000123'));
    expect(text).toMatch(row('Amount refunded', '₹1,941.00'));
    expect(text).toContain('Rupees One Thousand Nine Hundred Forty-One Only');
  });

  it('runs onto a second page when the lines do not fit on one', async () => {
    const line = invoiceSource().lines[0];
    if (!line) throw new Error('the fixture has lines');
    const many = invoiceSource({ lines: Array.from({ length: 40 }, () => line) });
    const text = await textOf(documentFigures(many, DEMO_SELLER, 'invoice'));
    expect(text.split('\f').filter((page) => page.trim() !== '').length).toBeGreaterThan(1);
    expect(text).toMatch(row('40', 'Carbon Fibre Obsidian'));
  });
});

describe('the PDF’s bytes', () => {
  it('are the same on every render of one document: stored copies from two instances agree', async () => {
    const figures = documentFigures(invoiceSource(), DEMO_SELLER, 'invoice');
    if (!figures) throw new Error('expected an invoice');
    const first = await renderDocumentPdf(figures);
    // A render takes longer than a millisecond: a clock in the file would differ here.
    const second = await renderDocumentPdf(figures);
    expect(second.equals(first)).toBe(true);
    // Dated when the document was issued, not when it was drawn.
    expect(first.toString('latin1')).toContain('(D:20261126100000Z)');
  });
});
