import { formatShopDate, placeOfSupplyLabel, TAX_RATE_BP } from '@skins/shared';
import type { SellerConfig } from '../../seller-config.ts';
import type { InvoiceSource } from '../orders/index.ts';
import { amountInWords } from './amount-in-words.ts';
import { buyerOf, type DocumentFigures } from './invoice-data.ts';
import type { ReturnCreditNoteRow } from './invoices.tables.ts';
import { atSpecRate, lineTaxPercent, sameState, taxRows } from './tax-split.ts';

// Pure: a return's kept credit note and its order → what the PDF prints (decision 054).

/** What a return's credit note prints; null for an order with no tax invoice to credit. */
export function returnCreditNoteFigures(
  order: InvoiceSource,
  note: ReturnCreditNoteRow,
  seller: SellerConfig,
): DocumentFigures | null {
  if (order.invoiceNumber === null) return null;
  const { figures } = note;
  const isIntraState = sameState(order.placeOfSupply, seller.state);
  return {
    kind: 'credit-note',
    title: 'Credit Note',
    number: note.number,
    date: formatShopDate(note.issuedAt),
    issuedAt: note.issuedAt,
    againstInvoice: order.invoiceNumber,
    orderNumber: order.number,
    seller,
    buyer: buyerOf(order),
    placeOfSupply: placeOfSupplyLabel(order.placeOfSupply),
    isIntraState,
    lines: figures.lines.map((line) => ({
      description: `${line.name} — ${line.brand} ${line.model}`,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      rateInPaise: line.priceInPaise,
      amountInPaise: line.amountInPaise,
      taxableInPaise: line.taxableInPaise,
      taxPercent: lineTaxPercent(line),
      taxRateBp: line.taxRateBp ?? TAX_RATE_BP,
    })),
    subtotalInPaise: figures.subtotalInPaise,
    discount:
      figures.discountInPaise > 0
        ? { label: 'Less: discount share', amountInPaise: figures.discountInPaise }
        : null,
    taxableInPaise: figures.taxableInPaise,
    // A note issued before decision 066 kept no rates: all its tax was at 8%.
    taxes: taxRows(figures.taxByRate ?? atSpecRate(figures.taxInPaise), isIntraState),
    totalInPaise: figures.totalInPaise,
    roundOffInPaise: figures.roundOffInPaise,
    payable: { label: 'Amount refunded', amountInPaise: figures.amountInPaise },
    amountInWords: amountInWords(figures.amountInPaise),
    note: `Issued against invoice ${order.invoiceNumber} for the goods of return ${note.returnNumber}, whose price was refunded.`,
  };
}
