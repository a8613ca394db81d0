import type { AppliedCoupon } from '@skins/shared';
import { formatInr, rupeesToPaise, taxLabelOf } from '@skins/shared';
import { type ReactNode, useId, useState } from 'react';
import { ChevronDownWideIcon } from '#ui/icons.tsx';
import { ProductImage } from '#ui/product-image.tsx';
import { type CheckoutLine, priceLines } from '../checkout-line.ts';
import { discountPercent } from '../promo/applied-coupon.ts';
import { useIsDesktop } from './use-is-desktop.ts';

export interface OrderSummaryProps {
  /** What is being bought (cart lines, or the one buy-now product). */
  lines: readonly CheckoutLine[];
  /** The applied coupon (`usePromoCode().coupon`); null for none. */
  coupon: AppliedCoupon | null;
  /** Where the promo code goes: `<PromoCode promo={promo} />`. */
  promoSlot?: ReactNode;
  className?: string;
}

/**
 * The checkout's right column (spec §2): lines with brand and model, subtotal, discount, tax,
 * total and the amount charged (whole rupees). Sticky beside the form on wide screens; folded
 * behind "Show order summary" on phones. The page places it (e.g. first on phones).
 */
export function OrderSummary({ lines, coupon, promoSlot, className = '' }: OrderSummaryProps) {
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const panelId = `${idPrefix}-panel`;
  const isDesktop = useIsDesktop();
  const [isExpanded, setIsExpanded] = useState(false);
  const isOpen = isDesktop || isExpanded;
  const totals = priceLines(lines, coupon);
  const payable = formatInr(totals.gatewayAmountInPaise);
  const isRounded = totals.gatewayAmountInPaise !== totals.totalInPaise;

  return (
    <aside
      aria-labelledby={titleId}
      className={`rounded-3xl bg-white ring-1 ring-neutral-900/5 lg:sticky lg:top-24 lg:self-start ${className}`}
    >
      {!isDesktop && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onClick={() => setIsExpanded((expanded) => !expanded)}
          className="flex w-full items-center justify-between gap-4 rounded-3xl px-5 py-4 text-left"
        >
          <span className="inline-flex items-center gap-2 font-medium text-neutral-900 text-sm">
            {isExpanded ? 'Hide order summary' : 'Show order summary'}
            <ChevronDownWideIcon
              className={`size-4 text-neutral-500 transition-transform ${isExpanded ? 'rotate-180' : ''}`}
            />
          </span>
          <span className="font-semibold text-neutral-900 tabular-nums">{payable}</span>
        </button>
      )}

      <div
        id={panelId}
        hidden={!isOpen}
        className={isDesktop ? 'p-6' : 'border-neutral-200 border-t px-5 pt-5 pb-6'}
      >
        <h2 id={titleId} className="font-semibold text-lg text-neutral-900">
          Order summary
        </h2>
        <ul className="mt-5 space-y-4">
          {lines.map((line) => (
            <SummaryLine key={`${line.productId}|${line.brand}|${line.model}`} line={line} />
          ))}
        </ul>

        {promoSlot && <div className="mt-5 border-neutral-200 border-t pt-4">{promoSlot}</div>}

        <dl className="mt-5 space-y-2.5 border-neutral-200 border-t pt-5 text-sm">
          <Row label="Subtotal" value={formatInr(totals.subtotalInPaise)} />
          {coupon && (
            <Row
              label={`Discount (${coupon.code}, ${discountPercent(coupon)})`}
              value={formatInr(-totals.discountInPaise)}
              valueClassName="text-emerald-700"
            />
          )}
          <Row label={taxLabelOf(totals.taxByRate)} value={formatInr(totals.taxInPaise)} />
          <Row label="Total" value={formatInr(totals.totalInPaise)} />
        </dl>
        <dl className="mt-4 flex items-baseline justify-between gap-4 border-neutral-200 border-t pt-4">
          <dt>
            <span className="block font-semibold text-base text-neutral-900">Amount payable</span>
            {isRounded && (
              <span className="block text-neutral-500 text-xs">Rounded to the nearest rupee</span>
            )}
          </dt>
          <dd className="whitespace-nowrap font-semibold text-neutral-900 text-xl tabular-nums">
            {payable}
          </dd>
        </dl>
      </div>
    </aside>
  );
}

function SummaryLine({ line }: { line: CheckoutLine }) {
  const device = [line.brand, line.model].filter((part) => part !== '').join(' - ');
  const unitInPaise = rupeesToPaise(line.price);
  return (
    <li className="flex gap-4">
      <div className="relative shrink-0">
        <div className="size-16 overflow-hidden rounded-xl bg-neutral-100 ring-1 ring-neutral-900/5">
          {line.image && (
            <ProductImage
              src={line.image}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          )}
        </div>
        <span
          aria-hidden="true"
          className="-top-1.5 -right-1.5 absolute inline-flex min-w-5 items-center justify-center rounded-full bg-charcoal-900 px-1.5 font-semibold text-[11px] text-white leading-5"
        >
          {line.quantity}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-medium text-neutral-900 text-sm leading-snug">
          {line.name}
        </p>
        {device && <p className="mt-0.5 text-neutral-600 text-xs">{device}</p>}
        <p className="mt-0.5 text-neutral-500 text-xs tabular-nums">
          Qty {line.quantity}
          {line.quantity > 1 && ` × ${formatInr(unitInPaise)}`}
        </p>
      </div>
      <p className="whitespace-nowrap font-medium text-neutral-900 text-sm tabular-nums">
        {formatInr(unitInPaise * line.quantity)}
      </p>
    </li>
  );
}

function Row({
  label,
  value,
  valueClassName = 'text-neutral-900',
}: {
  label: string;
  value: string;
  valueClassName?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-neutral-600">{label}</dt>
      <dd className={`font-medium tabular-nums ${valueClassName}`}>{value}</dd>
    </div>
  );
}
