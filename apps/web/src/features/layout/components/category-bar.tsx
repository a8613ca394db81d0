import { CATEGORIES, type CategorySlug } from '@skins/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { CategoryMenu } from './category-menu.tsx';

/**
 * The desktop category bar of non-home pages (spec §2): each group links to its listing and opens
 * a menu of its device types on hover or with its toggle button.
 */
export function CategoryBar() {
  const location = useLocation();
  // Remembering where a menu was opened closes it on any navigation without an effect.
  const [openMenu, setOpenMenu] = useState<{ slug: CategorySlug; locationKey: string } | null>(
    null,
  );
  const openSlug = openMenu?.locationKey === location.key ? openMenu.slug : null;

  return (
    <nav aria-label="Categories" className="hidden border-neutral-200 border-b bg-white lg:block">
      <ul className="mx-auto flex h-12 max-w-7xl items-stretch justify-center gap-2 px-8">
        {CATEGORIES.map((category) => (
          <CategoryMenu
            key={category.slug}
            category={category}
            isOpen={openSlug === category.slug}
            onOpenChange={(isOpen) =>
              setOpenMenu((current) => {
                if (isOpen) return { slug: category.slug, locationKey: location.key };
                return current?.slug === category.slug ? null : current;
              })
            }
          />
        ))}
      </ul>
    </nav>
  );
}
