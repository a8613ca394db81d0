import { HEADER_SCROLL_THRESHOLD_PX } from '@skins/shared';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CartButton, CartDrawerHost } from '#features/cart/index.ts';
import { DevicePickerButton, DevicePickerHost } from '#features/device/index.ts';
import { paths } from '#lib/paths.ts';
import { MenuIcon, SearchIcon } from '#ui/icons.tsx';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';
import { PRIMARY_NAV } from '../nav-links.ts';
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

/**
 * The shop header (spec §2): transparent over the home hero until the page scrolls past the
 * threshold, dark everywhere else; the category bar follows it on every page but home.
 */
export function SiteHeader() {
  const location = useLocation();
  const isHome = location.pathname === paths.home();
  const isScrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const isSolid = !isHome || isScrolled;

  // Both panels remember the location they were opened at, so any navigation closes them.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const [searchOpenedAt, setSearchOpenedAt] = useState<string | null>(null);
  const [hasOpenedSearch, setHasOpenedSearch] = useState(false);
  const isMenuOpen = menuOpenedAt === location.key;
  const isSearchOpen = searchOpenedAt === location.key;

  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const closeMenu = useCallback(() => {
    setMenuOpenedAt(null);
    menuButtonRef.current?.focus();
  }, []);
  const closeSearch = useCallback(() => {
    setSearchOpenedAt(null);
    searchButtonRef.current?.focus();
  }, []);
  const openSearch = () => {
    setHasOpenedSearch(true);
    setSearchOpenedAt(location.key);
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
          <button
            ref={menuButtonRef}
            type="button"
            aria-label="Open menu"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-haspopup="dialog"
            onClick={() => setMenuOpenedAt(location.key)}
            className={`${ICON_BUTTON} col-start-1 row-start-1 justify-self-start lg:hidden`}
          >
            <MenuIcon className="size-6" />
          </button>
          {/* One logo link: centred on phones, at the start on desktops. */}
          <Link
            to={paths.home()}
            className="col-start-2 row-start-1 flex items-center justify-self-center rounded-md text-lg transition-colors hover:text-accent-300 lg:col-start-1 lg:justify-self-start"
          >
            <BrandMark />
          </Link>
          <nav aria-label="Main" className="col-start-2 row-start-1 hidden lg:block">
            <ul className="flex items-center gap-1">
              {PRIMARY_NAV.map((item) => (
                <li key={item.label}>
                  <NavLink
                    to={item.to}
                    end={item.to === paths.home()}
                    className="relative rounded-md px-4 py-2 font-semibold text-sm tracking-[0.16em] uppercase transition-colors hover:text-accent-300 aria-[current=page]:text-accent-300"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="col-start-3 row-start-1 flex items-center justify-self-end sm:gap-1">
            <DevicePickerButton className="sm:mr-1" />
            <button
              ref={searchButtonRef}
              type="button"
              aria-label="Search"
              aria-haspopup="dialog"
              onClick={openSearch}
              onPointerEnter={preloadSearchOverlay}
              onFocus={preloadSearchOverlay}
              className={ICON_BUTTON}
            >
              <SearchIcon className="size-6" />
            </button>
            <CartButton className={ICON_BUTTON} />
          </div>
        </div>
      </header>
      {!isHome && <CategoryBar />}
      <MobileMenu id={menuId} isOpen={isMenuOpen} onClose={closeMenu} />
      <CartDrawerHost />
      <DevicePickerHost />
      {hasOpenedSearch && (
        <Suspense fallback={null}>
          <SearchOverlay open={isSearchOpen} onClose={closeSearch} />
        </Suspense>
      )}
    </>
  );
}
