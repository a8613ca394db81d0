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
