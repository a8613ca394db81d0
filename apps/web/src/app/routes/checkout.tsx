import { Navigate, useParams } from 'react-router';
import { BuyNowCheckout } from '#features/checkout/buy-now-checkout.tsx';
import { CartCheckout } from '#features/checkout/cart-checkout.tsx';
import { paths } from '#lib/paths.ts';
import { useIsHydrated } from '#lib/use-is-hydrated.ts';
import { PageSpinner } from '#ui/spinner.tsx';

const BUY_NOW = 'buy-now';

/**
 * `/checkout/p/:pipelineId/:action/:productId?` (spec §2): with a product id, that one product
 * (buy-now); `buy-now` without one has nothing to buy; any other action checks out the cart.
 * Keyed by the pipeline: a fresh /checkout starts a fresh page.
 */
export function Component() {
  const { pipelineId = '', action = '', productId } = useParams();
  // Built from the browser's cart and session: the server sends the frame, the browser the rest.
  if (!useIsHydrated()) return <PageSpinner label="Opening checkout" />;
  if (productId) {
    return (
      <BuyNowCheckout
        key={`${pipelineId}/${productId}`}
        pipelineId={pipelineId}
        productId={productId}
      />
    );
  }
  if (action.toLowerCase() === BUY_NOW) return <Navigate to={paths.cart()} replace />;
  return <CartCheckout key={pipelineId} pipelineId={pipelineId} />;
}
