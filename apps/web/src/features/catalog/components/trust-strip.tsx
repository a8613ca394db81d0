import type { ReactNode } from 'react';
import { formatRupeesShort, RETURN_WINDOW_DAYS, SHIPPING } from '../../content/shop-details.ts';

interface TrustPoint {
  title: string;
  detail: string;
  icon: ReactNode;
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
    >
      {children}
    </svg>
  );
}

const PROMISES: readonly TrustPoint[] = [
  {
    title: `Free shipping over ${formatRupeesShort(SHIPPING.freeShippingFromRupees)}`,
    detail: `Dispatched in ${SHIPPING.dispatchBusinessDays} business days, anywhere in India`,
    icon: (
      <Icon>
        <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7" />
        <circle cx="7" cy="17.5" r="1.75" />
        <circle cx="17" cy="17.5" r="1.75" />
      </Icon>
    ),
  },
  {
    title: `${RETURN_WINDOW_DAYS}-day returns`,
    detail: 'Changed your mind? Send unused skins back',
    icon: (
      <Icon>
        <path d="M9 14 4 9l5-5" />
        <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
      </Icon>
    ),
  },
  {
    title: 'Secure Razorpay payments',
    detail: 'UPI, cards and netbanking, encrypted end to end',
    icon: (
      <Icon>
        <rect x="4" y="10" width="16" height="11" rx="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" />
      </Icon>
    ),
  },
  {
    title: 'Precision cut',
    detail: 'Laser-cut for every camera, port and button',
    icon: (
      <Icon>
        <circle cx="12" cy="12" r="8" />
        <circle cx="12" cy="12" r="3" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
      </Icon>
    ),
  },
];

export function TrustStrip() {
  return (
    <section aria-label="Why shop with us" className="border-neutral-200 border-y bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:gap-8 lg:px-8">
        {PROMISES.map((promise) => (
          <li key={promise.title} className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent/10 text-accent">
              {promise.icon}
            </span>
            <div>
              <p className="font-semibold text-neutral-900">{promise.title}</p>
              <p className="mt-1 text-neutral-600 text-sm">{promise.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
