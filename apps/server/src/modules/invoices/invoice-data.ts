import {
  formatShopDate,
  placeOfSupplyLabel,
  recordedTaxByRate,
  shareDiscount,
} from '@skins/shared';
import type { SellerConfig } from '../../seller-config.ts';
import type { InvoiceSource } from '../orders/index.ts';
import { amountInWords } from './amount-in-words.ts';
import { lineTaxPercent, sameState, type TaxRow, taxRows } from './tax-split.ts';

// Pure: an order's stored figures → what its tax invoice or credit note prints. Every amount is
// integer paise and every sum closes to the paisa with the order's own totals (decision 016).

export interface DocumentLine {
  description: string;
  hsnCode: string;
  quantity: number;
  rateInPaise: number;
  amountInPaise: number;
  /** The amount less its share of the order's discount: what the tax is charged on. */
  taxableInPaise: number;
  /** The line's GST rate in percent (lineTaxPercent). */
  taxPercent: number;
  /** The same rate in basis points, as the tax rows name theirs (decision 066). */
  taxRateBp: number;
}

export interface DocumentFigures {
  kind: 'invoice' | 'credit-note';
  title: 'Tax Invoice' | 'Credit Note';
  number: string;
  date: string;
  /** When the number was given: the PDF's own date, so every render has the same bytes. */
  issuedAt: Date;
  /** The credit note's invoice; null on the invoice itself. */
  againstInvoice: string | null;
  orderNumber: number;
  seller: SellerConfig;
  buyer: { name: string; email: string; phone: string; address: string[] };
  placeOfSupply: string;
  isIntraState: boolean;
  lines: DocumentLine[];
  subtotalInPaise: number;
  discount: { label: string; amountInPaise: number } | null;
  taxableInPaise: number;
  taxes: TaxRow[];
  totalInPaise: number;
  roundOffInPaise: number;
  /** The invoice: what was paid. The credit note: what was refunded. */
  payable: { label: string; amountInPaise: number };
  amountInWords: string;
  /** The line under the words: how tax was charged, or why the credit note was issued. */
  note: string;
}

/** The invoice's line on how its tax was charged. */
function taxNote(isIntraState: boolean): string {
  return `Tax is charged ${isIntraState ? 'as CGST and SGST (supply within the state)' : 'as IGST (supply to another state)'}; reverse charge does not apply.`;
}

/** The buyer as the documents print them. */
export function buyerOf(order: InvoiceSource): DocumentFigures['buyer'] {
  return {
    name: `${order.shipping.firstName} ${order.shipping.lastName}`,
    email: order.customer.email,
    phone: order.shipping.phone,
    address: addressOf(order.shipping),
  };
}

function addressOf(shipping: InvoiceSource['shipping']): string[] {
  return [
    shipping.address,
    ...(shipping.apartment ? [shipping.apartment] : []),
    `${shipping.city}, ${shipping.state} ${shipping.pin}`,
    shipping.country,
  ];
}

/**
 * The figures of the order's tax invoice (`kind: 'invoice'`) or credit note; null while it has
 * none (not paid yet, or not refunded).
 */
export function documentFigures(
  order: InvoiceSource,
  seller: SellerConfig,
  kind: DocumentFigures['kind'],
): DocumentFigures | null {
  const isCredit = kind === 'credit-note';
  const number = isCredit ? order.creditNoteNumber : order.invoiceNumber;
  const at = isCredit ? order.creditedAt : order.invoicedAt;
  if (number === null || at === null || order.invoiceNumber === null) return null;

  const amounts = order.lines.map((line) => line.priceInPaise * line.quantity);
  const shares = shareDiscount(amounts, order.discountInPaise);
  const isIntraState = sameState(order.placeOfSupply, seller.state);
  const payable = order.amountPaidInPaise;
  // Each rate's tax as the checkout priced it, adding up to the order's tax (decision 066).
  const rates = recordedTaxByRate({
    lines: order.lines.map((line) => ({ ...line, taxRateBp: line.gstRateBp })),
    discountInPaise: order.discountInPaise,
    taxInPaise: order.taxInPaise,
  });
  return {
    kind,
    title: isCredit ? 'Credit Note' : 'Tax Invoice',
    number,
    date: formatShopDate(at),
    issuedAt: at,
    againstInvoice: isCredit ? order.invoiceNumber : null,
    orderNumber: order.number,
    seller,
    buyer: buyerOf(order),
    placeOfSupply: placeOfSupplyLabel(order.placeOfSupply),
    isIntraState,
    lines: order.lines.map((line, index) => ({
      description: `${line.name} — ${line.brand} ${line.model}`,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      rateInPaise: line.priceInPaise,
      amountInPaise: amounts[index] ?? 0,
      taxableInPaise: (amounts[index] ?? 0) - (shares[index] ?? 0),
      taxPercent: lineTaxPercent({ taxRateBp: line.gstRateBp }),
      taxRateBp: line.gstRateBp,
    })),
    subtotalInPaise: order.subtotalInPaise,
    discount:
      order.discountInPaise > 0
        ? {
            label: order.coupon ? `Discount (${order.coupon.code})` : 'Discount',
            amountInPaise: order.discountInPaise,
          }
        : null,
    taxableInPaise: order.subtotalInPaise - order.discountInPaise,
    taxes: taxRows(rates, isIntraState),
    totalInPaise: order.totalInPaise,
    roundOffInPaise: payable - order.totalInPaise,
    payable: { label: isCredit ? 'Amount refunded' : 'Amount paid', amountInPaise: payable },
    amountInWords: amountInWords(payable),
    note: isCredit
      ? `Issued against invoice ${order.invoiceNumber}: the order was cancelled and its payment refunded.`
      : taxNote(isIntraState),
  };
}
