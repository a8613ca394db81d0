import {
  formatInr,
  formatPercent,
  isPayOnDelivery,
  type Order,
  rupeesToPaise,
} from '@skins/shared';
import { DetailRow } from '#ui/detail-row.tsx';
import { ProductImage } from '#ui/product-image.tsx';
import { PAYMENT_STATUS_LABELS } from '../order-status.tsx';

const CARD = 'rounded-3xl bg-white p-5 ring-1 ring-neutral-900/5 sm:p-6';

/** The order's lines: snapshot image and name, the device, quantity and price. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-items-title" className={CARD}>
      <h2 id="order-items-title" className="font-semibold text-lg text-neutral-900">
        Items
      </h2>
      <ul className="mt-4 divide-y divide-neutral-100">
        {order.products.map((line) => {
          const device = [line.extraInfo.brand, line.extraInfo.model].filter(Boolean).join(' - ');
          const image = line.product.images[0];
          return (
            <li
              // A product may appear twice, for two devices.
              key={`${line.product._id}-${device}`}
              className="flex gap-4 py-4 first:pt-0 last:pb-0"
            >
              <div className="size-20 shrink-0 overflow-hidden rounded-2xl bg-neutral-100">
                {image && (
                  <ProductImage
                    src={image}
                    alt={line.product.name}
                    width={80}
                    height={80}
                    className="size-full object-cover"
                  />
                )}
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-neutral-900">{line.product.name}</p>
                {device && <p className="mt-0.5 text-neutral-600 text-sm">{device}</p>}
                <p className="mt-1 text-neutral-500 text-sm">
                  Qty {line.quantity} × {formatInr(rupeesToPaise(line.price))}
                </p>
                {/* On a phone the line total sits under the name, which keeps its width. */}
                <p className="mt-1 font-medium text-neutral-900 tabular-nums sm:hidden">
                  {formatInr(rupeesToPaise(line.price) * line.quantity)}
                </p>
              </div>
              <p className="hidden font-medium text-neutral-900 tabular-nums sm:block">
                {formatInr(rupeesToPaise(line.price) * line.quantity)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Where the order goes, as the shopper entered it. */
export function OrderShipping({ order }: { order: Order }) {
  const info = order.shippingInfo;
  return (
    <section aria-labelledby="order-shipping-title" className={CARD}>
      <h2 id="order-shipping-title" className="font-semibold text-lg text-neutral-900">
        Shipping details
      </h2>
      <address className="mt-4 space-y-0.5 text-neutral-700 text-sm not-italic leading-6">
        <span className="block font-medium text-neutral-900">
          {info.firstName} {info.lastName}
        </span>
        <span className="block">{info.address}</span>
        {info.apartment && <span className="block">{info.apartment}</span>}
        <span className="block">
          {info.city} {info.pin}
        </span>
        <span className="block">
          {info.state}, {info.country}
        </span>
        <span className="block pt-2">Phone: {info.phone}</span>
        <span className="block">Email: {info.email}</span>
      </address>
      {info.customerNote && (
        <p className="mt-4 rounded-2xl bg-neutral-50 px-4 py-3 text-neutral-700 text-sm">
          <span className="font-medium text-neutral-900">Note: </span>
          {info.customerNote}
        </p>
      )}
    </section>
  );
}

/** Coupon, subtotal, discount, tax, total and what was charged; then the payment. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-totals-title" className={CARD}>
      <h2 id="order-totals-title" className="font-semibold text-lg text-neutral-900">
        Payment summary
      </h2>
      <dl className="mt-4 space-y-2.5 text-sm">
        {order.coupon && (
          <DetailRow label="Coupon">
            <span className="font-mono">{order.coupon.code}</span> (
            {formatPercent(order.coupon.discount)} off)
          </DetailRow>
        )}
        <DetailRow label="Subtotal">{formatInr(rupeesToPaise(order.subtotal))}</DetailRow>
        <DetailRow label="Discount">
          {order.discount > 0 ? `−${formatInr(rupeesToPaise(order.discount))}` : formatInr(0)}
        </DetailRow>
        <DetailRow label="Tax">{formatInr(rupeesToPaise(order.tax))}</DetailRow>
        <DetailRow label="Total" isStrong>
          {formatInr(rupeesToPaise(order.total))}
        </DetailRow>
        {order.amountPaid !== order.total && !isPayOnDelivery(order) && (
          <DetailRow label="Amount charged">{formatInr(rupeesToPaise(order.amountPaid))}</DetailRow>
        )}
      </dl>
      <dl className="mt-5 space-y-2.5 border-neutral-200 border-t pt-4 text-sm">
        <DetailRow label="Payment method">{order.paymentMethod}</DetailRow>
        <DetailRow label="Payment status">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</DetailRow>
      </dl>
    </section>
  );
}
