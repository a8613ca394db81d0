import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useCart } from '../state/cart-context.tsx';

const loadCartDrawer = () => import('./cart-drawer.tsx');
// Not in the first-load bundle: fetched when the shopper reaches for the cart.
const CartDrawer = lazy(async () => ({ default: (await loadCartDrawer()).CartDrawer }));

/** Warms the drawer's chunk; best effort, a real failure surfaces when it opens. */
export function preloadCartDrawer(): void {
  loadCartDrawer().catch(() => undefined);
}

/** Mounts the drawer once it is first opened, and closes it whenever the page changes. */
export function CartDrawerHost() {
  const { isDrawerOpen, closeDrawer } = useCart();
  const [hasOpened, setHasOpened] = useState(isDrawerOpen);
  if (isDrawerOpen && !hasOpened) setHasOpened(true);

  const { key } = useLocation();
  const closeOnNavigation = useEffectEvent(() => {
    if (isDrawerOpen) closeDrawer();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger, not an input.
  useEffect(() => closeOnNavigation(), [key]);

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
