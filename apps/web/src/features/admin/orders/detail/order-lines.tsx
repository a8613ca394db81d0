import { formatInr, formatPercent, type Order, rupeesToPaise } from '@skins/shared';
import { DetailRow } from '#ui/detail-row.tsx';
import { DetailCard } from './detail-card.tsx';

const inr = (rupees: number) => formatInr(rupeesToPaise(rupees));

/** The lines as bought (name, image and price are snapshots), then the order's figures. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <DetailCard title="Items">
      <ul className="mt-4 divide-y divide-neutral-100">
        {order.products.map((line, index) => {
          const device = [line.extraInfo.brand, line.extraInfo.model].filter(Boolean).join(' · ');
          const image = line.product.images[0];
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never reorder, and a manual order may repeat a line
              key={index}
              className="flex gap-4 py-4 first:pt-0"
            >
              <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-neutral-100 ring-1 ring-neutral-900/5">
                {image && (
                  <img
                    src={image}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <p className="font-medium text-neutral-900">{line.product.name}</p>
                  {device && <p className="text-neutral-600 text-sm">{device}</p>}
                  <p className="mt-1 text-neutral-500 text-sm tabular-nums">
                    {line.quantity} × {inr(line.price)}
                  </p>
                </div>
                <p className="whitespace-nowrap font-medium text-neutral-900 text-sm tabular-nums sm:text-base">
                  <span className="sr-only">Line total: </span>
                  {formatInr(rupeesToPaise(line.price) * line.quantity)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 space-y-2 border-neutral-200 border-t pt-4 text-sm">
        <DetailRow label="Subtotal">{inr(order.subtotal)}</DetailRow>
        {order.coupon ? (
          <DetailRow label="Discount">
            <span className="mr-2 rounded bg-neutral-100 px-1.5 py-0.5 font-mono text-neutral-700 text-xs">
              {order.coupon.code} · {formatPercent(order.coupon.discount)} off
            </span>
            −{inr(order.discount)}
          </DetailRow>
        ) : (
          order.discount > 0 && <DetailRow label="Discount">−{inr(order.discount)}</DetailRow>
        )}
        <DetailRow label="Tax">{inr(order.tax)}</DetailRow>
        <DetailRow label="Total" isStrong>
          {inr(order.total)}
        </DetailRow>
      </dl>
    </DetailCard>
  );
}
