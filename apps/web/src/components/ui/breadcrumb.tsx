import { Link } from 'react-router';

export interface BreadcrumbItem {
  label: string;
  /** Absent for the current page, the last item. */
  href?: string;
}

interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  tone?: 'light' | 'dark';
}

export function Breadcrumb({ items, tone = 'light' }: BreadcrumbProps) {
  const isDark = tone === 'dark';
  return (
    <nav aria-label="Breadcrumb">
      <ol
        className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${isDark ? 'text-neutral-400' : 'text-neutral-500'}`}
      >
        {items.map((item, index) => (
          <li key={`${item.label}-${item.href ?? ''}`} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className={isDark ? 'text-neutral-600' : 'text-neutral-300'}>
                /
              </span>
            )}
            {item.href ? (
              <Link
                to={item.href}
                className={`underline-offset-4 hover:underline ${isDark ? 'hover:text-white' : 'hover:text-neutral-900'}`}
              >
                {item.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                className={`line-clamp-1 ${isDark ? 'text-neutral-200' : 'text-neutral-800'}`}
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
