import { formatInr, type Order, placeOfSupplyLabel, rupeesToPaise } from '@skins/shared';
import { DownloadFileButton } from '#features/admin/components/download-file-button.tsx';
import { DetailRow } from '#ui/detail-row.tsx';
import { PaymentStatusBadge } from '../order-badges.tsx';
import { DetailCard } from './detail-card.tsx';
import { OrderGatewayIds } from './order-gateway-ids.tsx';

const linkClass = 'text-accent underline-offset-2 hover:underline';

/** Who bought (the buyer) and where it goes (the shipping details, which may differ). */
export function OrderCustomer({ order }: { order: Order }) {
  const { user, shippingInfo: ship } = order;
  return (
    <DetailCard title="Customer">
      <div className="mt-3 space-y-0.5 text-sm">
        <p className="font-medium text-neutral-900">
          {user.firstName} {user.lastName}
        </p>
        <p>
          <a href={`mailto:${user.email}`} className={`${linkClass} break-all`}>
            {user.email}
          </a>
        </p>
        <p>
          <a href={`tel:${user.phone}`} className={linkClass}>
            {user.phone}
          </a>
        </p>
      </div>
      <h3 className="mt-5 font-medium text-neutral-500 text-xs uppercase tracking-wide">Ship to</h3>
      <address className="mt-2 text-neutral-700 text-sm not-italic leading-6">
        <span className="block font-medium text-neutral-900">
          {ship.firstName} {ship.lastName}
        </span>
        <span className="block">{ship.address}</span>
        {ship.apartment && <span className="block">{ship.apartment}</span>}
        <span className="block">
          {ship.city} {ship.pin}
        </span>
        <span className="block">
          {ship.state}, {ship.country}
        </span>
        <span className="block pt-1">Phone: {ship.phone}</span>
        <span className="block break-all">Email: {ship.email}</span>
      </address>
      {ship.customerNote && (
        <p className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-amber-950 text-sm ring-1 ring-amber-200">
          <span className="font-medium">Customer's note: </span>
          {ship.customerNote}
        </p>
      )}
    </DetailCard>
  );
}

const METHOD_LABELS: Record<string, string> = {
  Online: 'Online (payment gateway)',
  Manual: 'Manual (taken by the shop)',
  COD: 'Cash on delivery',
};

/** The tax invoice (once paid) and credit note (once refunded), as PDFs the admin's token opens. */
function OrderDocumentButtons({ order }: { order: Order }) {
  if (!order.invoiceNumber) return null;
  const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <DownloadFileButton
        path={`/orders/${encodeURIComponent(order._id)}/invoice.pdf`}
        fallbackFilename={fileName(order.invoiceNumber)}
        label="Download invoice"
        failureMessage="The invoice could not be downloaded. Try again."
      />
      {order.creditNoteNumber && (
        <DownloadFileButton
          path={`/orders/${encodeURIComponent(order._id)}/credit-note.pdf`}
          fallbackFilename={fileName(order.creditNoteNumber)}
          label="Download credit note"
          failureMessage="The credit note could not be downloaded. Try again."
        />
      )}
    </div>
  );
}

/** How it was paid, where the money stands, the gateway's ids, the invoice and credit note. */
export function OrderPayment({ order }: { order: Order }) {
  const amountPaid = formatInr(rupeesToPaise(order.amountPaid));
  return (
    <DetailCard title="Payment">
      <dl className="mt-3 space-y-2 text-sm">
        <DetailRow label="Status">
          <PaymentStatusBadge status={order.paymentStatus} />
        </DetailRow>
        <DetailRow label="Method">
          {METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}
        </DetailRow>
        <DetailRow label={order.paymentStatus === 'Refunded' ? 'Refunded' : 'Amount paid'}>
          {amountPaid}
        </DetailRow>
        <OrderGatewayIds orderId={order._id} />
        {order.invoiceNumber && (
          <DetailRow label="Invoice">
            <span className="font-mono text-xs">{order.invoiceNumber}</span>
          </DetailRow>
        )}
        {order.creditNoteNumber && (
          <DetailRow label="Credit note">
            <span className="font-mono text-xs">{order.creditNoteNumber}</span>
          </DetailRow>
        )}
        {/* The state whose GST the invoice charges: CGST + SGST in the shop's, else IGST. */}
        <DetailRow label="Place of supply">{placeOfSupplyLabel(order.placeOfSupply)}</DetailRow>
      </dl>
      <OrderDocumentButtons order={order} />
      {order.amountPaid !== order.total && order.amountPaid > 0 && (
        <p className="mt-3 text-neutral-500 text-xs">
          Charged in whole rupees: the total was {formatInr(rupeesToPaise(order.total))}.
        </p>
      )}
    </DetailCard>
  );
}
