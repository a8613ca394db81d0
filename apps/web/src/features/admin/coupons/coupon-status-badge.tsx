import { COUPON_STATUS_LABELS, type CouponStatus } from './coupon-status.ts';

const BADGE =
  'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset';

// Green only for a code a shopper can use now; the text carries the meaning, the colour helps.
const TONES: Record<CouponStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  inactive: 'bg-neutral-100 text-neutral-700 ring-neutral-300',
  expired: 'bg-amber-50 text-amber-900 ring-amber-200',
  'used-up': 'bg-violet-50 text-violet-800 ring-violet-200',
};

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  return <span className={`${BADGE} ${TONES[status]}`}>{COUPON_STATUS_LABELS[status]}</span>;
}
