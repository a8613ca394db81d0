import type { ReactNode } from 'react';

export const primaryButtonClass =
  'rounded-full bg-charcoal-900 px-6 py-3 font-medium text-sm text-white hover:bg-charcoal-700';
export const secondaryButtonClass =
  'rounded-full px-6 py-3 font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 hover:bg-neutral-100';

interface StatusPageProps {
  /** The tab's title, without the shop's name. */
  documentTitle: string;
  /** A small line above the heading, such as "404". */
  eyebrow?: string;
  heading: ReactNode;
  children: ReactNode;
  /** Links or buttons under the text. */
  actions: ReactNode;
  role?: 'alert';
}

/** A centred page for "not found" and "something went wrong" states. */
export function StatusPage({
  documentTitle,
  eyebrow,
  heading,
  children,
  actions,
  role,
}: StatusPageProps) {
  return (
    <section
      role={role}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <title>{`${documentTitle} — Skins`}</title>
      {eyebrow && <p className="font-semibold text-accent text-sm tracking-widest">{eyebrow}</p>}
      <h1 className="mt-2 font-semibold text-3xl text-neutral-900 tracking-tight">{heading}</h1>
      <p className="mt-4 text-neutral-600">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
