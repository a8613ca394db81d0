import type { ReactNode } from 'react';

/** One label–value row of a `<dl>`: an order's totals and payment facts (receipt and admin). */
export function DetailRow({
  label,
  children,
  isStrong = false,
}: {
  label: string;
  children: ReactNode;
  isStrong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${
        isStrong ? 'border-neutral-200 border-t pt-3 font-semibold text-base text-neutral-900' : ''
      }`}
    >
      <dt className={isStrong ? '' : 'text-neutral-600'}>{label}</dt>
      <dd className="min-w-0 text-right tabular-nums">{children}</dd>
    </div>
  );
}
