// The cart's public file: what other features use. The rest of features/cart is its own.
export { cartProductQueryOptions } from './api/get-cart-product.ts';
export { CartButton } from './components/cart-button.tsx';
export { CartDrawerHost } from './components/cart-drawer-host.tsx';
export { UNAVAILABLE_CHECKOUT_REASON } from './components/checkout-action.tsx';
export { PriceNotices } from './components/price-notices.tsx';
export { addToCart } from './hooks/add-to-cart.ts';
export { useFreshPrices } from './hooks/use-fresh-prices.ts';
export { CartProvider, useCart } from './state/cart-context.tsx';
