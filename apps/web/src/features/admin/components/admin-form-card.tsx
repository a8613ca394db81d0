import type { ReactNode } from 'react';

interface AdminFormCardProps {
  title: string;
  /** A line under the title about every field of the card. */
  description?: ReactNode;
  children: ReactNode;
}

/** One titled white card of an admin form. */
export function AdminFormCard({ title, description, children }: AdminFormCardProps) {
  return (
    <section className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:p-6">
      <h2 className="font-semibold text-neutral-900">{title}</h2>
      {description && <p className="mt-1 text-neutral-600 text-sm">{description}</p>}
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}
