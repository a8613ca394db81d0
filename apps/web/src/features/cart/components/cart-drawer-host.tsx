import { lazy, Suspense, useEffect, useState } from 'react';
import { useCart } from '../state/cart-context.tsx';

const loadCartDrawer = () => import('./cart-drawer.tsx');
// Not in the first-load bundle: fetched when the shopper reaches for the cart.
const CartDrawer = lazy(async () => ({ default: (await loadCartDrawer()).CartDrawer }));

/** Warms the drawer's chunk; best effort, a real failure surfaces when it opens. */
export function preloadCartDrawer(): void {
  loadCartDrawer().catch(() => undefined);
}

/**
 * Mounts the drawer once it is first opened, and closes it on back and forward. Any other move
 * loads a new document on a browsing page (decision 045), and the drawer's own links close it.
 */
export function CartDrawerHost() {
  const { isDrawerOpen, closeDrawer } = useCart();
  const [hasOpened, setHasOpened] = useState(isDrawerOpen);
  if (isDrawerOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    // Back and forward within the client app (cart page, checkout) keep the document.
    window.addEventListener('popstate', closeDrawer);
    return () => window.removeEventListener('popstate', closeDrawer);
  }, [closeDrawer]);

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
