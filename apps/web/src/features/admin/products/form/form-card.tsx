import type { ReactNode } from 'react';

/** One titled white card of the product form. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:p-6">
      <h2 className="mb-4 font-semibold text-neutral-900">{title}</h2>
      <div className="space-y-5">{children}</div>
    </section>
  );
}
