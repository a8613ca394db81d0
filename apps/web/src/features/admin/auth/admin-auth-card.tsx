import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { NoIndex } from '#ui/no-index.tsx';

interface AdminAuthCardProps {
  /** The tab's title, before "— Skins admin". */
  title: string;
  heading: string;
  lede: string;
  /** Under the card (the login page's way back to the shop). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The admin's pages before sign-in (/login, /admin/set-password): the shop's name over a card. */
export function AdminAuthCard({ title, heading, lede, footer, children }: AdminAuthCardProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-neutral-100 px-4 py-16">
      <title>{`${title} — Skins admin`}</title>
      <NoIndex />
      <div className="w-full max-w-sm">
        <Link
          to={paths.home()}
          className="block text-center font-semibold text-2xl text-neutral-900 tracking-tight"
        >
          Skins
        </Link>
        <div className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-neutral-900/5">
          <h1 className="font-semibold text-neutral-900 text-xl">{heading}</h1>
          <p className="mt-1 text-neutral-600 text-sm">{lede}</p>
          {children}
        </div>
        {footer}
      </div>
    </main>
  );
}
