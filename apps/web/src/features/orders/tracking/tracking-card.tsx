import {
  formatInr,
  type OrderTracking,
  OTHER_COURIER,
  REFUND_TIME_WORDING,
  rupeesToPaise,
  type Shipment,
} from '@skins/shared';
import type { ReactNode } from 'react';
import { CancelRequestIsland } from '../confirmation/cancel-request.tsx';
import { OrderDocuments } from '../order-documents.tsx';
import { formatOrderDateTime, ORDER_STATUS_LABELS, OrderStatusBadge } from '../order-status.tsx';
import { ShipmentDetails } from '../shipment-details.tsx';
import { type TimelineStep, timelineOf } from './order-timeline.ts';

interface TrackingCardProps {
  tracking: OrderTracking;
  /** The order's token, from a tracking link: opens the invoice and the cancel request. */
  token: string | null;
  /** Where a shopper without the token finds the invoice's download link. */
  invoiceLinkWhere?: string;
  /** More of the order, after its progress (the items of an order found by number and email). */
  children?: ReactNode;
}

const IN_CONFIRMATION_EMAIL = 'in your order confirmation email';

/**
 * One order's progress: the timeline, the parcel once shipped, the refund once made; and, to the
 * holder of its token, the invoice and the cancellation request.
 */
export function TrackingCard({
  tracking,
  token,
  invoiceLinkWhere = IN_CONFIRMATION_EMAIL,
  children,
}: TrackingCardProps) {
  const steps = timelineOf(tracking);
  const isCancelled = tracking.status === 'Cancelled';
  return (
    <section
      aria-label={`Order #${tracking.number}`}
      className="mt-10 rounded-3xl bg-white p-6 ring-1 ring-neutral-900/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold text-neutral-900 text-xl">Order #{tracking.number}</h2>
        <OrderStatusBadge status={tracking.status} />
      </div>
      <p className="mt-1 text-neutral-600 text-sm">
        Placed on{' '}
        <time dateTime={tracking.createdAt}>{formatOrderDateTime(tracking.createdAt)}</time>
      </p>
      <ol aria-label="Order progress" className="mt-6 space-y-0">
        {steps.map((step, index) => (
          <TimelineItem
            key={step.status}
            step={step}
            shipment={isCancelled ? null : tracking.shipment}
            isLast={index === steps.length - 1}
          />
        ))}
      </ol>
      {tracking.refund && <RefundDetails refund={tracking.refund} />}
      {tracking.shipment && !isCancelled && (
        <ShipmentDetails shipment={tracking.shipment} status={tracking.status} className="mt-6" />
      )}
      {children}
      <TrackingDocuments tracking={tracking} token={token} invoiceLinkWhere={invoiceLinkWhere} />
    </section>
  );
}

function RefundDetails({ refund }: { refund: NonNullable<OrderTracking['refund']> }) {
  return (
    <section
      aria-label="Refund"
      className="mt-6 rounded-2xl bg-emerald-50 p-4 text-emerald-950 text-sm ring-1 ring-emerald-200 sm:p-5"
    >
      <h3 className="font-semibold">
        Refunded {formatInr(rupeesToPaise(refund.amount))} on{' '}
        <time dateTime={refund.at}>{formatOrderDateTime(refund.at)}</time>
      </h3>
      <p className="mt-1">{REFUND_TIME_WORDING}</p>
    </section>
  );
}

function TrackingDocuments({
  tracking,
  token,
  invoiceLinkWhere,
}: Omit<TrackingCardProps, 'children'>) {
  if (!token) {
    if (!tracking.invoiceNumber) return null;
    return (
      <p className="mt-6 text-neutral-600 text-sm">
        Invoice <span className="font-mono text-neutral-900">{tracking.invoiceNumber}</span>: the
        download link is {invoiceLinkWhere}.
      </p>
    );
  }
  return (
    <div className="mt-6 space-y-3">
      <OrderDocuments order={tracking} token={token} />
      <CancelRequestIsland
        order={{
          _id: tracking._id,
          number: tracking.number,
          status: tracking.status,
          paymentStatus: tracking.paymentStatus,
        }}
        token={token}
      />
    </div>
  );
}

const STATE_TEXT: Record<TimelineStep['state'], string> = {
  done: 'done',
  current: 'current step',
  upcoming: 'not yet',
};

function shipmentLine(shipment: Shipment): string {
  const courier = shipment.courier === OTHER_COURIER ? 'Courier' : shipment.courier;
  return `${courier} · AWB ${shipment.trackingNumber}`;
}

interface TimelineItemProps {
  step: TimelineStep;
  /** Named on the Shipped step once it is reached. */
  shipment: Shipment | null;
  isLast: boolean;
}

function TimelineItem({ step, shipment, isLast }: TimelineItemProps) {
  const isReached = step.state !== 'upcoming';
  return (
    <li
      aria-current={step.state === 'current' ? 'step' : undefined}
      className="relative flex gap-4 pb-6 last:pb-0"
    >
      {!isLast && (
        <span
          aria-hidden="true"
          className={`absolute top-6 left-[11px] h-[calc(100%-1.5rem)] w-0.5 ${
            step.state === 'done' ? 'bg-charcoal-900' : 'bg-neutral-200'
          }`}
        />
      )}
      <span
        aria-hidden="true"
        className={`relative mt-0.5 size-6 shrink-0 rounded-full ring-4 ring-white ${
          isReached ? 'bg-charcoal-900' : 'bg-neutral-200'
        } ${step.state === 'current' ? 'outline-2 outline-accent outline-offset-2' : ''}`}
      />
      <div>
        <p className={`font-medium ${isReached ? 'text-neutral-900' : 'text-neutral-500'}`}>
          {ORDER_STATUS_LABELS[step.status]}
          <span className="sr-only"> ({STATE_TEXT[step.state]})</span>
        </p>
        {step.at && (
          <p className="text-neutral-500 text-sm">
            <time dateTime={step.at}>{formatOrderDateTime(step.at)}</time>
          </p>
        )}
        {step.status === 'Shipped' && isReached && shipment && (
          <p className="text-neutral-600 text-sm">{shipmentLine(shipment)}</p>
        )}
      </div>
    </li>
  );
}
