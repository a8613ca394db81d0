import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { pageRange } from './page-range.ts';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page (`?page=3`, keeping the other parameters). */
  hrefOf: (page: number) => string;
  label?: string;
  /**
   * How a page's link is drawn: a plain `<a>` by default (the storefront's pages are documents,
   * decision 045); the admin, a client app, passes its router's link.
   */
  linkComponent?: PageLinkComponent;
}

/** A link to one page of the list: `<a>`, or the client app's router link behind the same props. */
export type PageLinkComponent = (
  props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string },
) => ReactNode;

const PlainLink: PageLinkComponent = (props) => <a {...props} />;

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 font-medium text-sm transition';

export function Pagination({
  page,
  totalPages,
  hrefOf,
  label = 'Pagination',
  linkComponent: Link = PlainLink,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;

  return (
    <nav aria-label={label} className="flex items-center justify-center gap-2">
      <StepLink
        href={hasPrevious ? hrefOf(page - 1) : null}
        label="Previous page"
        direction="previous"
        Link={Link}
      />
      <p className="px-2 text-neutral-600 text-sm sm:hidden">
        Page {page} of {totalPages}
      </p>
      <ol className="hidden items-center gap-1 sm:flex">
        {pageRange(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, fixed positions
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefOf(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={`${itemClass} ${
                  item === page
                    ? 'bg-charcoal-900 text-white'
                    : 'text-neutral-700 hover:bg-neutral-200/70'
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      <StepLink
        href={hasNext ? hrefOf(page + 1) : null}
        label="Next page"
        direction="next"
        Link={Link}
      />
    </nav>
  );
}

interface StepLinkProps {
  href: string | null;
  label: string;
  direction: 'previous' | 'next';
  Link: PageLinkComponent;
}

function StepLink({ href, label, direction, Link }: StepLinkProps) {
  const icon =
    direction === 'previous' ? (
      <ChevronLeftIcon className="size-4" />
    ) : (
      <ChevronRightIcon className="size-4" />
    );
  const className = `${itemClass} gap-1.5 ring-1 ring-neutral-300`;
  const text = (
    <span className="hidden sm:inline">{direction === 'previous' ? 'Prev' : 'Next'}</span>
  );
  if (!href) {
    // Nowhere to go: kept for a steady layout, hidden from assistive technology and the keyboard.
    // Dimmed with a lighter ring, but its text keeps 4.5:1 contrast on the grey admin background
    // too: it is still read on screen.
    return (
      <span
        aria-hidden="true"
        className={`${itemClass} gap-1.5 text-neutral-600 ring-1 ring-neutral-200`}
      >
        {direction === 'previous' && icon}
        {text}
        {direction === 'next' && icon}
      </span>
    );
  }
  return (
    <Link
      href={href}
      aria-label={label}
      className={`${className} text-neutral-800 hover:bg-neutral-100`}
    >
      {direction === 'previous' && icon}
      {text}
      {direction === 'next' && icon}
    </Link>
  );
}
