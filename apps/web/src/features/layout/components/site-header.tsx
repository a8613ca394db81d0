import { HEADER_SCROLL_THRESHOLD_PX, type ShopCategory } from '@skins/shared';
import { lazy, type MouseEvent, Suspense, useCallback, useRef, useState } from 'react';
import { CartButton, CartDrawerHost, CartProvider } from '#features/cart/index.ts';
import { DevicePickerButton, DevicePickerHost } from '#features/device/index.ts';
import { island } from '#lib/island.tsx';
import { paths } from '#lib/paths.ts';
import { SearchIcon } from '#ui/icons.tsx';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';
import { ariaCurrent } from '../nav-current.ts';
import { primaryNav } from '../nav-links.ts';
import { BrandMark } from './brand-mark.tsx';
import { CategoryBar } from './category-bar.tsx';
import { MobileMenu } from './mobile-menu.tsx';

const loadSearchOverlay = () => import('#features/search/index.ts');
// Not in the first-load bundle: fetched when the shopper reaches for the search button.
const SearchOverlay = lazy(async () => ({ default: (await loadSearchOverlay()).SearchOverlay }));
// Warming the chunk is best effort; a real failure surfaces when the overlay opens.
const preloadSearchOverlay = () => {
  loadSearchOverlay().catch(() => undefined);
};

const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-white/10';

interface SiteHeaderProps {
  /** The page's path: home gets the transparent header, links to it are marked current. */
  pathname: string;
  /** The shop's categories in the bar's order, from the database (decision 067). */
  categories: readonly ShopCategory[];
}

/**
 * The shop header (spec §2): transparent over the home hero until the page scrolls past the
 * threshold, dark everywhere else; the category bar follows it on every page but home. Every
 * control works before its island hydrates (decision 045): the menu is a native dialog, search a
 * GET form to the results page (with the island, the Search Products overlay), the cart a link
 * to /cart (with the island, from 1024 px, the drawer).
 */
export function SiteHeader({ pathname, categories }: SiteHeaderProps) {
  const isHome = pathname === paths.home();
  const isScrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const isSolid = !isHome || isScrolled;

  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const [hasOpenedSearch, setHasOpenedSearch] = useState(false);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const closeSearch = useCallback(() => {
    setIsSearchOpen(false);
    searchButtonRef.current?.focus();
  }, []);
  const openSearch = (event: MouseEvent) => {
    // With the island in, the overlay instead of the results page the form would open.
    event.preventDefault();
    setHasOpenedSearch(true);
    setIsSearchOpen(true);
  };

  return (
    <>
      <header
        data-appearance={isSolid ? 'solid' : 'transparent'}
        // Sticky everywhere; on home the negative margin lays the hero under it (the hero's
        // pt-16 keeps its content clear). Not `fixed`: contrast checkers (axe, so Lighthouse)
        // measure a fixed element against the page's light body, not the dark hero beneath.
        className={`sticky top-0 z-30 text-white transition-[background-color,box-shadow] duration-300 ${
          isHome ? '-mb-16' : ''
        } ${isSolid ? 'bg-charcoal-900 shadow-[0_1px_0_rgb(255_255_255/0.06)]' : 'bg-transparent'}`}
      >
        <div className="mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 sm:px-4 lg:px-8">
          <div className="col-start-1 row-start-1 justify-self-start lg:hidden">
            <MobileMenu pathname={pathname} categories={categories} buttonClassName={ICON_BUTTON} />
          </div>
          {/* One logo link: centred on phones, at the start on desktops. */}
          <a
            href={paths.home()}
            className="col-start-2 row-start-1 flex items-center justify-self-center rounded-md text-lg transition-colors hover:text-accent-300 lg:col-start-1 lg:justify-self-start"
          >
            <BrandMark />
          </a>
          <nav aria-label="Main" className="col-start-2 row-start-1 hidden lg:block">
            <ul className="flex items-center gap-1">
              {primaryNav(categories).map((item) => (
                <li key={item.label}>
                  <a
                    href={item.to}
                    aria-current={ariaCurrent(pathname, item.to, item.to === paths.home())}
                    className="relative rounded-md px-4 py-2 font-semibold text-sm tracking-[0.16em] uppercase transition-colors hover:text-accent-300 aria-[current=page]:text-accent-300"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div className="col-start-3 row-start-1 flex items-center justify-self-end sm:gap-1">
            {/* Choosing a device needs the picker's script: hidden where scripts do not run. */}
            <DevicePickerButton className="noscript:hidden sm:mr-1" />
            <form action={paths.searchPage()} method="get" className="contents">
              <button
                ref={searchButtonRef}
                type="submit"
                aria-label="Search"
                aria-haspopup="dialog"
                onClick={openSearch}
                onPointerEnter={preloadSearchOverlay}
                onFocus={preloadSearchOverlay}
                className={ICON_BUTTON}
              >
                <SearchIcon className="size-6" />
              </button>
            </form>
            <CartButton className={ICON_BUTTON} />
          </div>
        </div>
      </header>
      {!isHome && <CategoryBar pathname={pathname} categories={categories} />}
      <CartDrawerHost />
      <DevicePickerHost />
      {hasOpenedSearch && (
        <Suspense fallback={null}>
          <SearchOverlay open={isSearchOpen} onClose={closeSearch} categories={categories} />
        </Suspense>
      )}
    </>
  );
}

/** The header as its page's island: the cart's provider is part of its own root. */
function HeaderRoot(props: SiteHeaderProps) {
  return (
    <CartProvider>
      <SiteHeader {...props} />
    </CartProvider>
  );
}

export const HeaderIsland = island('header', HeaderRoot, 'idle');
