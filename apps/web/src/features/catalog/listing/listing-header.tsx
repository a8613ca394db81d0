import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { Breadcrumb, type BreadcrumbItem } from '#ui/breadcrumb.tsx';
import { listingHeading, listingIntro } from './listing-copy.ts';
import type { ListingTarget } from './listing-target.ts';

interface ListingHeaderProps {
  target: ListingTarget;
  /** The link of a category or one of its types, keeping sort and filters. */
  hrefOf: (pathname: string) => string;
}

export function ListingHeader({ target, hrefOf }: ListingHeaderProps) {
  const { category, type } = target;
  const categoryPath = paths.category(category.slug);
  const crumbs: BreadcrumbItem[] = [
    { label: 'Home', href: paths.home() },
    type ? { label: category.name, href: categoryPath } : { label: category.name },
    ...(type ? [{ label: type.label }] : []),
  ];
  const chips = [
    { key: 'all', label: `All ${category.name}`, path: categoryPath, isCurrent: type === null },
    ...category.productTypes.map((productType) => ({
      key: productType.name,
      label: productType.label,
      path: paths.category(category.slug, productType.name),
      isCurrent: type?.name === productType.name,
    })),
  ];

  return (
    <header className="pt-8 pb-6 sm:pt-10">
      <Breadcrumb items={crumbs} />
      {type && (
        <p className="mt-6 font-semibold text-accent text-xs tracking-[0.2em] uppercase">
          {category.name}
        </p>
      )}
      <h1
        className={`${type ? 'mt-2' : 'mt-6'} font-semibold text-3xl text-neutral-900 tracking-tight sm:text-4xl`}
      >
        {listingHeading(target)}
      </h1>
      <p className="mt-3 max-w-2xl text-neutral-600">{listingIntro(target)}</p>
      {/* A category the owner added has no device types: no chips (decision 067). */}
      {category.productTypes.length > 0 && (
        <nav aria-label={`${category.name} types`} className="mt-6">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            {chips.map((chip) => (
              <li key={chip.key} className="shrink-0">
                <Link
                  to={hrefOf(chip.path)}
                  aria-current={chip.isCurrent ? 'page' : undefined}
                  className={`inline-flex h-9 items-center rounded-full px-4 font-medium text-sm transition ${
                    chip.isCurrent
                      ? 'bg-accent text-white'
                      : 'bg-neutral-200/60 text-neutral-800 hover:bg-neutral-200'
                  }`}
                >
                  {chip.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
