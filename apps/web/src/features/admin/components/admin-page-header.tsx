import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '#ui/icons.tsx';

interface AdminPageHeaderProps {
  title: string;
  /** One line under the title: a count, a status. */
  description?: ReactNode;
  /** The way back from a detail page, e.g. to the list. */
  back?: { to: string; label: string };
  /** Buttons on the right: "Add product", "Export CSV". */
  actions?: ReactNode;
}

/** Every admin page starts with this: the document title, the heading and the page's actions. */
export function AdminPageHeader({ title, description, back, actions }: AdminPageHeaderProps) {
  return (
    <header className="mb-6">
      <title>{`${title} — Skins admin`}</title>
      {back && (
        <Link
          to={back.to}
          className="mb-2 inline-flex items-center gap-1 text-neutral-600 text-sm hover:text-neutral-900"
        >
          <ChevronLeftIcon className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-semibold text-2xl text-neutral-900 tracking-tight">{title}</h1>
          {description && <div className="mt-1 text-neutral-600 text-sm">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
