import {
  formatShopDateTime,
  type Order,
  type OrderTracking,
  trackedReturnWindow,
} from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { useReturnWindowDays } from '#features/gate/index.ts';
import { orderReturnsQueryOptions } from '../api/list-returns.ts';
import { ALL_IN_A_RETURN, returnableQuantities } from '../returnable-quantities.ts';
import { ReturnCard } from './return-card.tsx';

interface TrackingReturnsProps {
  tracking: Pick<OrderTracking, '_id' | 'status' | 'history'>;
  token: string;
  /** The order's lines, to say whether any unit is left to return; null when not at hand. */
  lines: Order['products'] | null;
  /** The order's page, where a return is started and the shop's questions answered. */
  orderHref: string;
  creditNoteHref: string;
}

/**
 * The tracking page's view of the order's returns (the mails' link, with the token): the same
 * statuses as the order page, read only. The page is a document (decision 045), so starting a
 * return or answering the shop is a link to the order page, which works before any script.
 */
export function TrackingReturns({
  tracking,
  token,
  lines,
  orderHref,
  creditNoteHref,
}: TrackingReturnsProps) {
  // Only a delivered order can have returns: nothing is asked of any other.
  const returns = useQuery({
    ...orderReturnsQueryOptions(tracking._id, token),
    enabled: tracking.status === 'Delivered',
  });
  const windowDays = useReturnWindowDays();
  const returnWindow =
    windowDays === null ? null : trackedReturnWindow(tracking, windowDays, new Date());
  const list = returns.data?.data ?? [];
  if (!returnWindow?.isOpen && list.length === 0) return null;
  // As the order page counts: without the lines, the order page (the authority) says it.
  const hasReturnable =
    lines === null || [...returnableQuantities(lines, list).values()].some((left) => left > 0);
  return (
    <section aria-labelledby="tracking-returns" className="mt-6 space-y-4">
      <h3 id="tracking-returns" className="font-semibold text-neutral-900">
        Returns and problems
      </h3>
      {returnWindow?.isOpen && !hasReturnable && (
        <p className="text-neutral-700 text-sm">{ALL_IN_A_RETURN}</p>
      )}
      {returnWindow?.isOpen && hasReturnable && (
        <p className="text-neutral-700 text-sm">
          You can report a problem or start a return until{' '}
          {formatShopDateTime(returnWindow.closesAt)}.{' '}
          <a
            href={`${orderHref}#returns`}
            className="font-medium text-neutral-900 underline underline-offset-4"
          >
            Report a problem or return
          </a>
        </p>
      )}
      {list.map((request) => (
        <ReturnCard
          key={request._id}
          request={request}
          token={null}
          creditNoteHref={creditNoteHref}
          answerHref={`${orderHref}#returns`}
        />
      ))}
    </section>
  );
}
