import { paths } from '#lib/paths.ts';
import { CartIcon } from '#ui/icons.tsx';
import { useIsWideScreen } from '../hooks/use-is-wide-screen.ts';
import { useCart } from '../state/cart-context.tsx';
import { preloadCartDrawer } from './cart-drawer-host.tsx';

/** UI.md: "Cart", with the badge's count in the name when there is one ("Cart, 2 items"). */
function cartButtonLabel(itemCount: number): string {
  if (itemCount <= 0) return 'Cart';
  return `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
}

/**
 * The header's cart (spec §2): from 1024 px it toggles the drawer; narrower, it is a plain link
 * to /cart. The badge shows the total quantity when above zero.
 */
export function CartButton({ className = '' }: { className?: string }) {
  const { totals, isDrawerOpen, toggleDrawer } = useCart();
  const isWide = useIsWideScreen();
  const label = cartButtonLabel(totals.itemCount);
  const content = (
    <>
      <CartIcon className="size-6" />
      {totals.itemCount > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-accent px-1 font-semibold text-[11px] text-white tabular-nums leading-none ring-2 ring-charcoal-900"
        >
          {totals.itemCount > 99 ? '99+' : totals.itemCount}
        </span>
      )}
    </>
  );

  if (!isWide) {
    return (
      <a href={paths.cart()} aria-label={label} className={`relative ${className}`}>
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={isDrawerOpen}
      onClick={toggleDrawer}
      onPointerEnter={preloadCartDrawer}
      onFocus={preloadCartDrawer}
      className={`relative ${className}`}
    >
      {content}
    </button>
  );
}
