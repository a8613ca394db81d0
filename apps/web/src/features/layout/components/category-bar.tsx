import type { ShopCategory } from '@skins/shared';
import { useState } from 'react';
import { CategoryMenu } from './category-menu.tsx';

/**
 * The desktop category bar of non-home pages (spec §2): each group links to its listing and opens
 * a menu of its device types on hover or with its toggle button. Every link is a new document
 * (decision 045), so a menu never outlives the page it was opened on.
 */
export function CategoryBar({
  pathname,
  categories,
}: {
  pathname: string;
  /** The database's categories in their order (decision 067). */
  categories: readonly ShopCategory[];
}) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);

  return (
    <nav aria-label="Categories" className="hidden border-neutral-200 border-b bg-white lg:block">
      <ul className="mx-auto flex h-12 max-w-7xl items-stretch justify-center gap-2 px-8">
        {categories.map((category) => (
          <CategoryMenu
            key={category.slug}
            category={category}
            pathname={pathname}
            isOpen={openSlug === category.slug}
            onOpenChange={(isOpen) =>
              setOpenSlug((current) => {
                if (isOpen) return category.slug;
                return current === category.slug ? null : current;
              })
            }
          />
        ))}
      </ul>
    </nav>
  );
}
