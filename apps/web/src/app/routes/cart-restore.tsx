import { useParams } from 'react-router';
import { CartRestorePage } from '#features/cart/components/cart-restore-page.tsx';

/**
 * `/cart/restore/:token`: a cart reminder mail's link. No loader: the browser asks for the lines
 * (the cart is its localStorage), so the server's render, or a mail scanner fetching the link,
 * restores nothing.
 */
export function Component() {
  const { token = '' } = useParams();
  return <CartRestorePage key={token} token={token} />;
}
