import { type ReactNode, type Ref, useId } from 'react';

/**
 * A titled white card of the order page; the title names the region for screen readers. With
 * `headingRef` the title takes focus from script (where focus goes when the button used is gone).
 */
export function DetailCard({
  title,
  children,
  className = '',
  headingRef,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:p-6 ${className}`}
    >
      <h2
        ref={headingRef}
        id={titleId}
        tabIndex={headingRef ? -1 : undefined}
        className="font-semibold text-base text-neutral-900 focus:outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
