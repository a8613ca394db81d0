import type { CartItem, PriceChangedDetails } from '@skins/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, Navigate } from 'react-router';
import {
  cartProductQueryOptions,
  PriceNotices,
  UNAVAILABLE_CHECKOUT_REASON,
  useCart,
  useFreshPrices,
} from '#features/cart/index.ts';
import { paths } from '#lib/paths.ts';
import { PageSpinner } from '#ui/spinner.tsx';
import type { CheckoutLine } from './checkout-line.ts';
import { CheckoutPage } from './checkout-page.tsx';

function lineOf(item: CartItem): CheckoutLine {
  return {
    productId: item._id,
    name: item.name,
    price: item.price,
    gstRate: item.gstRate,
    quantity: item.quantity,
    brand: item.selectedBrand,
    model: item.selectedModel,
    image: item.images[0],
  };
}

/**
 * `/checkout/p/{id}/{action}`: checks out the cart. The cart's fresh-price check runs here too,
 * so a changed price shows before Pay Now rather than as a refusal; an empty cart goes to /cart.
 */
export function CartCheckout({ pipelineId }: { pipelineId: string }) {
  const { items, repriceItems } = useCart();
  const { priceChanges, unavailableIds, dismissPriceChanges } = useFreshPrices();
  // Paid: the cart empties on the way to the confirmation, which must not bounce to /cart.
  const [isPaid, setIsPaid] = useState(false);
  const handlePaid = useCallback(() => setIsPaid(true), []);
  const queryClient = useQueryClient();
  const handlePricesChanged = useCallback(
    (details: PriceChangedDetails) => {
      // The fresh-price check holds the product as first read: give it the server's price too,
      // or it would "correct" the cart back to the old one.
      for (const line of details.lines) {
        queryClient.setQueryData(cartProductQueryOptions(line.product).queryKey, (product) =>
          product
            ? { ...product, price: line.price, gstRate: line.gstRate ?? product.gstRate }
            : product,
        );
      }
      // The server's rates too (decision 066): a changed rate changes the amount, not a price.
      repriceItems(
        new Map(
          details.lines.map((line) => [line.product, { price: line.price, gstRate: line.gstRate }]),
        ),
      );
    },
    [queryClient, repriceItems],
  );

  if (items.length === 0) {
    return isPaid ? (
      <PageSpinner label="Opening your order" />
    ) : (
      <Navigate to={paths.cart()} replace />
    );
  }
  const hasUnavailable = items.some((item) => unavailableIds.has(item._id));

  return (
    <CheckoutPage
      pipelineId={pipelineId}
      lines={items.map(lineOf)}
      clearsCartWhenPaid
      onPricesChanged={handlePricesChanged}
      onPaid={handlePaid}
      blockedReason={hasUnavailable ? UNAVAILABLE_CHECKOUT_REASON : null}
      intro={
        // Out of the flow while it says nothing, so it adds no gap; its live region stays.
        <div className="space-y-4 [&:not(:has(p))]:absolute">
          <PriceNotices changes={priceChanges} onDismiss={dismissPriceChanges} />
          {hasUnavailable && (
            <p className="rounded-2xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200">
              Some items in your cart are no longer sold.{' '}
              <Link to={paths.cart()} className="font-semibold underline underline-offset-2">
                Review your cart
              </Link>
            </p>
          )}
        </div>
      }
    />
  );
}
