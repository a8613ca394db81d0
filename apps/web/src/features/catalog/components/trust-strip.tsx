import type { ReactNode } from 'react';
import { SHIPPING } from '#features/content/index.ts';
import { ArrowUturnLeftIcon, CrosshairIcon, LockLargeIcon, TruckIcon } from '#ui/icons.tsx';

interface TrustPoint {
  title: string;
  detail: string;
  icon: ReactNode;
}

/** `returnWindowDays`: RETURN_WINDOW_DAYS from the store config; null names no number. */
const promisesOf = (returnWindowDays: number | null): readonly TrustPoint[] => [
  {
    title: SHIPPING.promise,
    detail: `Dispatched in ${SHIPPING.dispatchBusinessDays} business days, anywhere in India`,
    icon: <TruckIcon className="size-6" />,
  },
  {
    title: returnWindowDays === null ? 'Easy returns' : `${returnWindowDays}-day returns`,
    detail: 'Changed your mind? Send unused skins back',
    icon: <ArrowUturnLeftIcon className="size-6" />,
  },
  {
    title: 'Secure Razorpay payments',
    detail: 'UPI, cards and netbanking, encrypted end to end',
    icon: <LockLargeIcon className="size-6" />,
  },
  {
    title: 'Precision cut',
    detail: 'Laser-cut for every camera, port and button',
    icon: <CrosshairIcon className="size-6" />,
  },
];

interface TrustStripProps {
  /** The sentence about cash on delivery, only while the shop takes it. */
  codOffer?: string | null;
  /** RETURN_WINDOW_DAYS from the store config; null names no number. */
  returnWindowDays?: number | null;
}

export function TrustStrip({ codOffer = null, returnWindowDays = null }: TrustStripProps) {
  const promises = promisesOf(returnWindowDays);
  return (
    <section aria-label="Why shop with us" className="border-neutral-200 border-y bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:gap-8 lg:px-8">
        {promises.map((promise) => (
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
        {codOffer && (
          <li className="flex items-start gap-4 sm:col-span-2 lg:col-span-4">
            <p className="text-neutral-600 text-sm">{codOffer}</p>
          </li>
        )}
      </ul>
    </section>
  );
}
