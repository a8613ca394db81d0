import { sendFunnelBeacon } from '#lib/funnel-beacon.ts';
import { paths } from '#lib/paths.ts';
import { wakeIsland } from '#lib/wake-island.ts';
import { showToast } from '#ui/toast/toast-store.ts';
import { preloadCartDrawer } from '../components/cart-drawer-host.tsx';
import type { NewCartLine } from '../state/cart-reducer.ts';
import { addToCartLine } from '../state/cart-store.ts';
import { openCartDrawer } from '../state/drawer-store.ts';
import { isWideScreen } from './use-is-wide-screen.ts';

const addedToCartMessage = (name: string) => `${name} added to cart`;

/** The island that hosts the cart drawer on a browsing page (the header's). */
const DRAWER_ISLAND = 'header';

/**
 * Add to cart as the product page does it (spec §2): the line goes in (or its quantity grows),
 * then wide screens open the drawer and narrow ones, where the cart is a page, get a toast.
 * It acts on the page's stores, so the product page's island needs no provider around it
 * (decision 045); the header's island, which hosts the drawer, is woken if it has not hydrated.
 */
export function addToCart(line: NewCartLine): void {
  addToCartLine(line);
  sendFunnelBeacon('add-to-cart', line._id);
  if (isWideScreen()) {
    preloadCartDrawer();
    wakeIsland(DRAWER_ISLAND);
    openCartDrawer();
    return;
  }
  showToast({
    kind: 'success',
    message: addedToCartMessage(line.name),
    position: 'top-right',
    // The cart is the client app's page: a page load, as every link to it.
    action: { label: 'View cart', onClick: () => window.location.assign(paths.cart()) },
  });
}
