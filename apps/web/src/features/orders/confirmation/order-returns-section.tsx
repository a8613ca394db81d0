import type { Order } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { OrderReturns } from '#features/returns/index.ts';
import { trackOrderQueryOptions } from '../api/track-order.ts';
import { creditNoteUrl } from '../order-documents.tsx';

/**
 * A delivered order's returns on its page (issue [15]): the track view says when it was
 * delivered, which opens and closes the return window.
 */
export function OrderReturnsSection({ order, token }: { order: Order; token: string }) {
  const tracking = useQuery({
    ...trackOrderQueryOptions(order._id),
    enabled: order.status === 'Delivered',
  });
  if (order.status !== 'Delivered' || !tracking.data) return null;
  return (
    <OrderReturns
      order={order}
      tracking={tracking.data}
      token={token}
      creditNoteHref={creditNoteUrl(order._id, token)}
    />
  );
}
