import { useParams, useSearchParams } from 'react-router';
import { OrderConfirmationPage } from '#features/orders/confirmation/order-confirmation-page.tsx';
import { readOrderToken } from '#features/orders/order-token-storage.ts';

/**
 * `/order-confirmation/:orderId` (the token from this tab's sessionStorage) and
 * `/order-confirmation?token=…` (the link in the confirmation mail), spec §2.
 */
export function Component() {
  const { orderId = null } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || (orderId ? readOrderToken(orderId) : null);
  return <OrderConfirmationPage key={`${orderId}:${token}`} orderId={orderId} token={token} />;
}
