import { RETURN_REASON_LABELS } from '@skins/shared';
import { Link } from 'react-router';
import { formatAdminDate } from '#features/admin/components/format.ts';
import { useOrderReturns } from '#features/admin/returns/api/get-order-returns.ts';
import { ReturnStatusBadge } from '#features/admin/returns/return-status.tsx';
import { adminPaths } from '#lib/admin-paths.ts';
import { DetailCard } from './detail-card.tsx';

/** The order's returns, newest first, each linking to its page; nothing when there are none. */
export function OrderReturns({ orderId }: { orderId: string }) {
  const returns = useOrderReturns(orderId);
  const items = returns.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <DetailCard title="Returns">
      <ul className="mt-3 divide-y divide-neutral-100">
        {items.map((item) => (
          <li key={item._id}>
            <Link
              to={adminPaths.orderReturn(orderId, item._id)}
              className="-mx-2 flex items-center justify-between gap-4 rounded-lg px-2 py-3 hover:bg-neutral-50"
            >
              <span className="min-w-0">
                <span className="font-medium text-neutral-900">{item.number}</span>
                <span className="ml-2 text-neutral-600 text-sm">
                  {RETURN_REASON_LABELS[item.reason]} · {item.resolution}
                </span>
                <span className="block text-neutral-500 text-xs">
                  {formatAdminDate(item.requestedAt)}
                </span>
              </span>
              <ReturnStatusBadge status={item.status} />
            </Link>
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
