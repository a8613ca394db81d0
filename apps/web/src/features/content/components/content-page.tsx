import type { ReactNode } from 'react';
import { useMetaDescription } from '../hooks/use-meta-description.ts';

interface ContentPageProps {
  /** The h1; the tab title becomes '{title} — Skins' unless `documentTitle` says otherwise. */
  title: string;
  documentTitle?: string;
  description: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Below the lead, inside the page's heading band (dates, buttons…). */
  aside?: ReactNode;
  children: ReactNode;
  width?: 'prose' | 'wide';
}

/** The frame every informational page shares: heading band, then the page's text. */
export function ContentPage({
  title,
  documentTitle,
  description,
  eyebrow,
  lead,
  aside,
  children,
  width = 'prose',
}: ContentPageProps) {
  useMetaDescription(description);
  const maxWidth = width === 'prose' ? 'max-w-3xl' : 'max-w-5xl';
  return (
    <article>
      <title>{`${documentTitle ?? title} — Skins`}</title>
      <header className="border-neutral-200 border-b bg-white">
        <div className={`mx-auto ${maxWidth} px-4 pt-12 pb-10 sm:px-6 sm:pt-16 sm:pb-12 lg:px-8`}>
          {eyebrow && (
            <p className="font-semibold text-accent text-xs tracking-[0.2em] uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="mt-3 text-balance font-semibold text-3xl text-neutral-900 tracking-tight sm:text-4xl">
            {title}
          </h1>
          {lead && <p className="mt-4 text-lg text-neutral-600 leading-8">{lead}</p>}
          {aside}
        </div>
      </header>
      <div className={`mx-auto ${maxWidth} px-4 py-12 sm:px-6 sm:py-16 lg:px-8`}>{children}</div>
    </article>
  );
}
