import type { Order } from '@skins/shared';

// Opened as a plain link: the browser shows the PDF itself (the API answers it inline).
function orderDocumentUrl(orderId: string, file: string, token: string): string {
  return `/api/orders/${encodeURIComponent(orderId)}/${file}?${new URLSearchParams({ token })}`;
}

export const invoiceUrl = (orderId: string, token: string) =>
  orderDocumentUrl(orderId, 'invoice.pdf', token);
export const creditNoteUrl = (orderId: string, token: string) =>
  orderDocumentUrl(orderId, 'credit-note.pdf', token);

const documentLinkClass =
  'flex h-12 items-center justify-center gap-2 rounded-full font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 transition hover:bg-neutral-100';

interface OrderDocumentsProps {
  order: Pick<Order, '_id' | 'invoiceNumber'> & Partial<Pick<Order, 'creditNoteNumber'>>;
  token: string;
}

/**
 * The tax invoice (once paid) and the credit note (once refunded), in a new tab. They carry the
 * buyer's name and address, so they are offered only to a holder of the order's token.
 */
export function OrderDocuments({ order, token }: OrderDocumentsProps) {
  if (!order.invoiceNumber) return null;
  return (
    <>
      <a
        href={invoiceUrl(order._id, token)}
        target="_blank"
        rel="noopener"
        className={documentLinkClass}
      >
        Download invoice
        <span className="font-mono text-neutral-500 text-xs">{order.invoiceNumber}</span>
        <span className="sr-only"> (PDF, opens in a new tab)</span>
      </a>
      {order.creditNoteNumber && (
        <a
          href={creditNoteUrl(order._id, token)}
          target="_blank"
          rel="noopener"
          className={documentLinkClass}
        >
          Download credit note
          <span className="font-mono text-neutral-500 text-xs">{order.creditNoteNumber}</span>
          <span className="sr-only"> (PDF, opens in a new tab)</span>
        </a>
      )}
    </>
  );
}
