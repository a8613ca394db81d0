import { type ReactNode, useId } from 'react';

/** A titled white card of the order page; the title names the region for screen readers. */
export function DetailCard({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:p-6 ${className}`}
    >
      <h2 id={titleId} className="font-semibold text-base text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One label–value row of a `<dl>`: totals, payment facts. */
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
        isStrong ? 'border-neutral-200 border-t pt-3 font-semibold text-neutral-900' : ''
      }`}
    >
      <dt className={isStrong ? '' : 'text-neutral-600'}>{label}</dt>
      <dd className="min-w-0 text-right tabular-nums">{children}</dd>
    </div>
  );
}
