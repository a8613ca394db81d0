import { type ShopCategory, shopCategoryBarTypes } from '@skins/shared';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { paths } from '#lib/paths.ts';
import { ChevronDownIcon } from '#ui/icons.tsx';
import { ariaCurrent } from '../nav-current.ts';

interface CategoryMenuProps {
  category: ShopCategory;
  /** The page's path: its links are marked current. */
  pathname: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** One group of the category bar: a link to the group and a disclosure menu of its types. */
export function CategoryMenu({ category, pathname, isOpen, onOpenChange }: CategoryMenuProps) {
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A category the owner added has no device types: its link alone, no menu.
  const types = shopCategoryBarTypes(category);
  const itemRef = useRef<HTMLLIElement>(null);

  // A pointer that came to rest on the group before the header's code arrived: its hover was
  // before React listened, so it is read from the page now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island has hydrated
  useEffect(() => {
    if (itemRef.current?.matches(':hover')) onOpenChange(true);
  }, []);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.preventDefault();
    onOpenChange(false);
    toggleRef.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (isOpen && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
  };

  return (
    <li
      ref={itemRef}
      className="relative flex items-center"
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={() => onOpenChange(false)}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <a
        href={paths.category(category.slug)}
        aria-current={ariaCurrent(pathname, paths.category(category.slug))}
        className={`rounded-md py-1 pl-3 ${types.length > 0 ? '' : 'pr-3'} font-semibold text-neutral-800 text-xs tracking-[0.14em] uppercase hover:text-accent aria-[current=page]:text-accent`}
      >
        {category.name}
      </a>
      {types.length > 0 && (
        <>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={isOpen}
            aria-controls={menuId}
            aria-label={`${category.name} by device`}
            onClick={() => onOpenChange(!isOpen)}
            className="mr-1 ml-0.5 inline-flex size-7 items-center justify-center rounded-md text-neutral-500 hover:text-accent"
          >
            <ChevronDownIcon
              className={`size-4 transition-transform duration-200 ${isOpen ? 'rotate-180' : ''}`}
            />
          </button>
          <ul
            id={menuId}
            hidden={!isOpen}
            className="absolute top-full left-0 z-20 min-w-52 rounded-b-xl border border-neutral-200 border-t-2 border-t-accent bg-white p-2 shadow-xl"
          >
            {types.map((type) => (
              <li key={type.name}>
                <a
                  href={paths.category(category.slug, type.name)}
                  aria-current={ariaCurrent(
                    pathname,
                    paths.category(category.slug, type.name),
                    false,
                  )}
                  className="block rounded-lg px-3 py-2 font-medium text-neutral-700 text-sm uppercase tracking-wider hover:bg-neutral-100 hover:text-neutral-900 aria-[current=page]:text-accent"
                >
                  {type.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
