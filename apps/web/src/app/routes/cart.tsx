import { CartPage } from '#features/cart/components/cart-page.tsx';

/** `/cart`: the full cart page (spec §2). Its data lives in the browser; no loader. */
export function Component() {
  return <CartPage />;
}
