import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useShopPath } from '#features/catalog/index.ts';
import { isApiError } from '#lib/api-client.ts';
import { paths } from '#lib/paths.ts';
import { NoIndex } from '#ui/no-index.tsx';
import { PageSpinner } from '#ui/spinner.tsx';
import { primaryButtonClass, StatusPage, secondaryButtonClass } from '#ui/status-page.tsx';
import { useRestoredCart } from '../api/get-restored-cart.ts';
import { mergeRestoredLines } from '../restore/merge-restored-lines.ts';
import { restoredNoticeState } from '../restore/restored-notice.ts';
import { getCart, updateCart } from '../state/cart-store.ts';

/**
 * `/cart/restore/{token}`, a cart reminder mail's link (issue [16]): asks the server for the
 * reminder's lines at today's prices, puts them in this browser's cart (any browser: the cart
 * lives in localStorage) and shows the cart, saying what could not be put back. A link that has
 * expired or is not valid says so in the server's words.
 */
export function CartRestorePage({ token }: { token: string }) {
  const query = useRestoredCart(token);
  const navigate = useNavigate();
  const shopPath = useShopPath();
  const restored = query.data;

  useEffect(() => {
    if (!restored) return;
    // Merging is idempotent (a line already there takes the reminder's quantity), so a second
    // run of this effect changes nothing.
    updateCart({ type: 'load', items: mergeRestoredLines(getCart().items, restored.lines) });
    navigate(paths.cart(), {
      replace: true,
      state: restoredNoticeState({
        restoredCount: restored.lines.length,
        dropped: restored.dropped,
      }),
    });
  }, [restored, navigate]);

  if (query.isError) {
    const isLinkRefused = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <NoIndex />
        <StatusPage
          documentTitle="Cart not restored"
          heading="We could not restore your cart"
          role="alert"
          actions={
            <>
              {!isLinkRefused && (
                <button
                  type="button"
                  onClick={() => query.refetch()}
                  disabled={query.isFetching}
                  className={primaryButtonClass}
                >
                  {query.isFetching ? 'Trying again…' : 'Try again'}
                </button>
              )}
              <Link
                to={shopPath}
                className={isLinkRefused ? primaryButtonClass : secondaryButtonClass}
              >
                Continue Shopping
              </Link>
            </>
          }
        >
          {isLinkRefused
            ? query.error.message
            : 'Your cart could not be loaded just now. Please check your connection and try again.'}
        </StatusPage>
      </>
    );
  }

  return (
    <>
      <NoIndex />
      <title>Restoring your cart — Skins</title>
      <PageSpinner label="Restoring your cart" />
    </>
  );
}
