import { createOpenState } from '#lib/open-state.ts';

// Whether the cart drawer is open, shared by the header's cart button, Add to Cart and the
// drawer itself, which are separate React roots on a browsing page (decision 045). Closed on
// every new page: a document starts closed, and the client app's back and forward close it.
const drawer = createOpenState();

export const openCartDrawer = drawer.open;
export const closeCartDrawer = drawer.close;
export const toggleCartDrawer = drawer.toggle;
export const useIsCartDrawerOpen = drawer.useIsOpen;
