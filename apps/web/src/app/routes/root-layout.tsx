import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useCategories } from '#features/catalog/api/get-categories.ts';
import { StoreGate } from '#features/gate/components/store-gate.tsx';
import { isGateExemptPath } from '#features/gate/gate-exempt.ts';
import { PageLoadingOverlay, SplashOverlay } from '#features/layout/components/loading-overlay.tsx';
import { SiteFooter } from '#features/layout/components/site-footer.tsx';
import { HeaderIsland } from '#features/layout/components/site-header.tsx';
import { useTitleRotation } from '#features/layout/hooks/use-title-rotation.ts';
import { PROMO_TITLES } from '#features/layout/promo-titles.ts';
import { ToastsIsland } from '#ui/toast/toast-host.tsx';

export function RootLayout() {
  const { pathname, search } = useLocation();
  return (
    <>
      <StoreGate
        isExempt={isGateExemptPath(pathname)}
        page={{ pathname, search }}
        loading={<SplashOverlay isVisible />}
      >
        <ShopLayout />
      </StoreGate>
      <ToastsIsland />
    </>
  );
}

function ShopLayout() {
  const navigation = useNavigation();
  // From the server's render (entry-server.tsx); the island gets only what its bar shows.
  const categories = (useCategories().data ?? []).map(({ _id, slug, name }) => ({
    _id,
    slug,
    name,
  }));
  const location = useLocation();
  // A new page (its lazy code or its loader); search-parameter changes keep their own skeletons.
  const isChangingPage =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  // The client app's pages; a browsing page runs the same from its script (src/islands.ts).
  useTitleRotation(PROMO_TITLES);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-neutral-900"
      >
        Skip to content
      </a>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-40 h-0.5 origin-left bg-accent transition-transform duration-500 ${navigation.state === 'loading' ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <HeaderIsland pathname={location.pathname} categories={categories} />
      <main id="main" aria-busy={isChangingPage} className="flex-1">
        <Outlet />
      </main>
      <SiteFooter categories={categories} />
      {/* No start-up overlay: the server's HTML is the page (docs/decisions/029). */}
      {isChangingPage && <PageLoadingOverlay />}
      {/* Scrolls to the top on every new page and restores the position on back and forward. */}
      <ScrollRestoration />
    </div>
  );
}
