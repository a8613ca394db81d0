import { DRAWER_CLOSE_DELAY_MS, MESSAGES } from '@skins/shared';
import { useEffect, useRef, useState } from 'react';
import { paths } from '#lib/paths.ts';
import { Dialog, DialogTitle } from '#ui/dialog.tsx';
import { CartIcon, CloseIcon } from '#ui/icons.tsx';
import { useFreshPrices } from '../hooks/use-fresh-prices.ts';
import { useCart } from '../state/cart-context.tsx';
import { CartLineList } from './cart-line-list.tsx';
import { CartSummary } from './cart-summary.tsx';
import { CheckoutAction } from './checkout-action.tsx';
import { PriceNotices } from './price-notices.tsx';

/**
 * The cart drawer (spec §2): slides in from the right over a dimmed backdrop, full width on
 * phones and w-96 from `sm`. It stays mounted for the 300 ms exit after closing, then goes.
 * Lazy-loaded by `CartDrawerHost`: not part of the first-load JavaScript.
 */
export function CartDrawer() {
  const { isDrawerOpen } = useCart();
  const [isRendered, setIsRendered] = useState(isDrawerOpen);
  if (isDrawerOpen && !isRendered) setIsRendered(true);

  useEffect(() => {
    if (isDrawerOpen || !isRendered) return;
    const timer = setTimeout(() => setIsRendered(false), DRAWER_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDrawerOpen, isRendered]);

  if (!isRendered) return null;
  return <DrawerPanel isOpen={isDrawerOpen} />;
}

function DrawerPanel({ isOpen }: { isOpen: boolean }) {
  const { items, closeDrawer } = useCart();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { priceChanges, unavailableIds, soldOutIds, payableTotals, dismissPriceChanges } =
    useFreshPrices();
  const isEmpty = items.length === 0;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={closeDrawer}
      layerClassName="fixed inset-0 z-50"
      backdropClassName={`bg-charcoal-950/55 backdrop-blur-[2px] transition-opacity duration-300 ease-out starting:opacity-0 ${
        isOpen ? 'opacity-100' : 'opacity-0'
      }`}
      className={`absolute inset-y-0 right-0 flex w-full flex-col bg-white shadow-[-24px_0_64px_-24px_rgb(0_0_0/0.35)] transition-transform duration-300 ease-out motion-safe:starting:translate-x-full sm:w-96 ${
        isOpen ? 'translate-x-0' : 'translate-x-full'
      }`}
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-neutral-200 border-b pr-3 pl-5">
        <DialogTitle
          ref={titleRef}
          tabIndex={-1}
          className="font-semibold text-lg text-neutral-900 tracking-tight focus:outline-none"
        >
          {MESSAGES.cart.title(items.length)}
        </DialogTitle>
        <button
          type="button"
          aria-label="Close"
          onClick={closeDrawer}
          className="inline-flex size-11 items-center justify-center rounded-full text-neutral-500 transition hover:bg-neutral-100 hover:text-neutral-900"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>

      {/* Its links are plain page loads, but they close it first: a page the browser keeps for
          Back (the back-forward cache) comes back with the drawer closed. */}
      {isEmpty ? (
        <EmptyDrawer onNavigate={closeDrawer} />
      ) : (
        <>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5">
            <PriceNotices changes={priceChanges} onDismiss={dismissPriceChanges} />
            <CartLineList
              layout="mini"
              unavailableIds={unavailableIds}
              soldOutIds={soldOutIds}
              afterRemoveFocusRef={titleRef}
              onNavigate={closeDrawer}
              className={`divide-y divide-neutral-100 [&>li]:py-5 [&>li:first-child]:pt-0 [&>li:last-child]:pb-0 ${
                priceChanges.length > 0 ? 'mt-4' : ''
              }`}
            />
          </div>
          <div className="shrink-0 border-neutral-200 border-t bg-neutral-50/80 px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            <CartSummary totals={payableTotals} />
            <div className="mt-5">
              <CheckoutAction
                hasUnavailableItems={items.some((item) => unavailableIds.has(item._id))}
                onNavigate={closeDrawer}
              />
            </div>
            <a
              href={paths.cart()}
              onClick={closeDrawer}
              className="mt-3 block rounded-full py-1 text-center font-medium text-neutral-600 text-sm underline-offset-4 hover:text-neutral-900 hover:underline"
            >
              View full cart
            </a>
          </div>
        </>
      )}
    </Dialog>
  );
}

function EmptyDrawer({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-8 pb-16 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-neutral-100 text-neutral-400">
        <CartIcon className="size-8" />
      </span>
      <p className="mt-5 font-semibold text-lg text-neutral-900">{MESSAGES.cart.empty}</p>
      <p className="mt-2 text-neutral-500 text-sm">
        Find a skin cut for your phone, laptop or console.
      </p>
      <a
        href={paths.category('mobile-skins')}
        onClick={onNavigate}
        className="mt-8 inline-flex h-12 items-center rounded-full bg-charcoal-900 px-7 font-semibold text-sm text-white transition hover:bg-charcoal-700"
      >
        Continue Shopping
      </a>
    </div>
  );
}
