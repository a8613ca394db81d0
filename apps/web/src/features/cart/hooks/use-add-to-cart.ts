import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#lib/paths.ts';
import { useToast } from '#ui/toast/toast-context.tsx';
import { preloadCartDrawer } from '../components/cart-drawer-host.tsx';
import { useCart } from '../state/cart-context.tsx';
import type { NewCartLine } from '../state/cart-reducer.ts';
import { isWideScreen } from './use-is-wide-screen.ts';

const addedToCartMessage = (name: string) => `${name} added to cart`;

/**
 * Add to cart as the product page does it (spec §2): the line goes in (or its quantity grows),
 * then wide screens open the drawer and narrow ones, where the cart is a page, get a toast.
 */
export function useAddToCart(): (line: NewCartLine) => void {
  const { addItem, openDrawer } = useCart();
  const { showToast } = useToast();
  const navigate = useNavigate();

  return useCallback(
    (line: NewCartLine) => {
      addItem(line);
      if (isWideScreen()) {
        preloadCartDrawer();
        openDrawer();
        return;
      }
      showToast({
        kind: 'success',
        message: addedToCartMessage(line.name),
        position: 'top-right',
        action: { label: 'View cart', onClick: () => navigate(paths.cart()) },
      });
    },
    [addItem, openDrawer, showToast, navigate],
  );
}
