import { MESSAGES } from '@skins/shared';
import { type ReactNode, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useShopPath } from '#features/catalog/index.ts';
import { paths } from '#lib/paths.ts';
import { Breadcrumb } from '#ui/breadcrumb.tsx';
import { CartIcon } from '#ui/icons.tsx';
import { useFreshPrices } from '../hooks/use-fresh-prices.ts';
import { restoredNoticeOf } from '../restore/restored-notice.ts';
import { useCart } from '../state/cart-context.tsx';
import { CartLineList } from './cart-line-list.tsx';
import { CartSummary } from './cart-summary.tsx';
import { CheckoutAction } from './checkout-action.tsx';
import { PriceNotices } from './price-notices.tsx';
import { RestoredCartNotice } from './restored-cart-notice.tsx';

// Each state of the page fills the screen at least, so the footer starts below the fold in the
// server's frame and in whatever the stored cart turns out to be: nothing on screen moves when
// the cart is restored after hydration (no layout shift).
const FILLS_SCREEN = 'min-h-svh';

/** The full cart at /cart (spec §2): the lines in the full layout, the summary and Checkout. */
export function CartPage() {
  const { items, isRestored } = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { priceChanges, unavailableIds, soldOutIds, payableTotals, dismissPriceChanges } =
    useFreshPrices();
  const location = useLocation();
  const navigate = useNavigate();
  const shopPath = useShopPath();
  // A cart reminder's link landed here (cart-restore-page.tsx): what it put back and what not.
  const restored = restoredNoticeOf(location.state);
  const restoredNotice = restored && (
    <RestoredCartNotice
      notice={restored}
      onDismiss={() => navigate(paths.cart(), { replace: true, state: null })}
    />
  );

  if (!isRestored) return <CartShell />;
  if (items.length === 0) return <EmptyCart notice={restoredNotice} />;

  return (
    <div className={`mx-auto max-w-7xl px-4 pt-6 pb-24 sm:px-6 lg:px-8 ${FILLS_SCREEN}`}>
      <title>{`${MESSAGES.cart.title(items.length)} — Skins`}</title>
      <Breadcrumb items={[{ label: 'Home', href: paths.home() }, { label: 'Cart' }]} />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 font-semibold text-3xl text-neutral-900 tracking-tight focus:outline-none sm:text-4xl"
      >
        {MESSAGES.cart.title(items.length)}
      </h1>

      <div className="mt-8 grid gap-8 lg:mt-10 lg:grid-cols-12 lg:gap-12">
        <section aria-label="Items" className="lg:col-span-8">
          {restoredNotice && <div className="mb-4">{restoredNotice}</div>}
          <PriceNotices changes={priceChanges} onDismiss={dismissPriceChanges} />
          <CartLineList
            layout="full"
            unavailableIds={unavailableIds}
            soldOutIds={soldOutIds}
            afterRemoveFocusRef={headingRef}
            className={`divide-y divide-neutral-200/80 rounded-3xl bg-white px-4 ring-1 ring-neutral-900/5 sm:px-6 [&>li]:py-5 sm:[&>li]:py-6 ${
              priceChanges.length > 0 ? 'mt-4' : ''
            }`}
          />
        </section>

        <section
          aria-labelledby="cart-summary-title"
          className="rounded-3xl bg-white p-6 ring-1 ring-neutral-900/5 lg:sticky lg:top-24 lg:col-span-4 lg:self-start"
        >
          <h2 id="cart-summary-title" className="font-semibold text-lg text-neutral-900">
            Order summary
          </h2>
          <CartSummary totals={payableTotals} className="mt-5" />
          <div className="mt-6">
            <CheckoutAction
              hasUnavailableItems={items.some((item) => unavailableIds.has(item._id))}
            />
          </div>
          <Link
            to={shopPath}
            className="mt-3 block rounded-full py-1 text-center font-medium text-neutral-600 text-sm underline-offset-4 hover:text-neutral-900 hover:underline"
          >
            Continue Shopping
          </Link>
          <p className="mt-5 border-neutral-200 border-t pt-5 text-center text-neutral-500 text-xs leading-relaxed">
            Pay securely by card or UPI. Coupons are applied at checkout.
          </p>
        </section>
      </div>
    </div>
  );
}

function EmptyCart({ notice }: { notice: ReactNode }) {
  return (
    <>
      <title>{`${MESSAGES.cart.empty} — Skins`}</title>
      <EmptyCartBody notice={notice} />
    </>
  );
}

function EmptyCartBody({ className = '', notice }: { className?: string; notice?: ReactNode }) {
  const shopPath = useShopPath();
  return (
    <section
      className={`mx-auto flex max-w-xl flex-col items-center justify-center px-4 py-24 text-center sm:py-32 ${FILLS_SCREEN} ${className}`}
    >
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-white text-neutral-400 ring-1 ring-neutral-900/5">
        <CartIcon className="size-9" />
      </span>
      <h1 className="mt-6 font-semibold text-3xl text-neutral-900 tracking-tight">
        {MESSAGES.cart.empty}
      </h1>
      <p className="mt-3 text-neutral-600">
        Nothing here yet. Find a skin cut for your phone, laptop or console.
      </p>
      {notice && <div className="mt-6 w-full text-left">{notice}</div>}
      <Link
        to={shopPath}
        className="mt-8 inline-flex h-12 items-center rounded-full bg-charcoal-900 px-7 font-semibold text-sm text-white transition hover:bg-charcoal-700"
      >
        Continue Shopping
      </Link>
    </section>
  );
}

/**
 * What the server sends for /cart: it cannot see the cart (localStorage), so the page's frame
 * with a placeholder where the lines go, until the browser has read the cart. Where the client
 * app's first script found no stored cart (CART_STATE_SCRIPT marks `<html data-cart-empty>`
 * before the first paint), the same frame shows the empty cart instead, as React will next: a
 * shopper with nothing in the cart reads so at once.
 */
function CartShell() {
  return (
    <>
      <EmptyCartBody className="[html:not([data-cart-empty])_&]:hidden" />
      <div
        className={`mx-auto max-w-7xl px-4 pt-6 pb-24 sm:px-6 lg:px-8 [[data-cart-empty]_&]:hidden ${FILLS_SCREEN}`}
        aria-busy="true"
      >
        <Breadcrumb items={[{ label: 'Home', href: paths.home() }, { label: 'Cart' }]} />
        <div className="mt-6 h-9 w-48 animate-pulse rounded-lg bg-neutral-200/70 sm:h-10" />
        <div className="mt-8 grid gap-8 lg:mt-10 lg:grid-cols-12 lg:gap-12">
          <div className="h-64 animate-pulse rounded-3xl bg-neutral-200/50 lg:col-span-8" />
          <div className="h-64 animate-pulse rounded-3xl bg-neutral-200/50 lg:col-span-4" />
        </div>
      </div>
    </>
  );
}
