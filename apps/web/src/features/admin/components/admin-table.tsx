import type { ReactNode } from 'react';

/**
 * A list page's table in a white card; wide tables scroll sideways on a phone instead of
 * squeezing (`relative` keeps screen-reader-only text in a cell from widening the page).
 * `caption` names the table for screen readers.
 */
export function AdminTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-neutral-900/5">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const adminTableClass = {
  headCell:
    'border-neutral-200 border-b bg-neutral-50 px-4 py-3 font-medium text-neutral-600 text-xs uppercase tracking-wide',
  row: 'border-neutral-100 border-b last:border-0 hover:bg-neutral-50/70',
  cell: 'px-4 py-3 align-middle text-neutral-800',
} as const;

export interface AdminHeading {
  label: string;
  /** Named for screen readers only: an image column, a column of buttons. */
  isHidden?: boolean;
  /** Added to the heading cell's classes, e.g. `text-right` over figures. */
  className?: string;
}

/** A table's column headings, each a plain label or an {@link AdminHeading}. */
export function AdminTableHead({ headings }: { headings: readonly (string | AdminHeading)[] }) {
  return (
    <thead>
      <tr>
        {headings.map((heading) => {
          const { label, isHidden, className } =
            typeof heading === 'string' ? { label: heading } : heading;
          return (
            <th
              key={label}
              scope="col"
              className={
                className ? `${adminTableClass.headCell} ${className}` : adminTableClass.headCell
              }
            >
              {isHidden ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** What a list shows when nothing matches, inside the same card as the table. */
export function AdminEmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-neutral-900/5">
      <p className="font-medium text-neutral-900">{title}</p>
      {children && <div className="mt-2 text-neutral-600 text-sm">{children}</div>}
    </div>
  );
}
