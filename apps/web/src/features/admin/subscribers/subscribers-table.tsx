import type { Subscriber } from '@skins/shared';
import { Link } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { AdminTable, AdminTableHead, adminTableClass } from '../components/admin-table.tsx';
import { formatAdminDate } from '../components/format.ts';
import { SubscriberStatusBadge } from './subscriber-status.tsx';
import { UnsubscribeButton } from './unsubscribe-button.tsx';

const HEADINGS = [
  'Email',
  'Status',
  'Subscribed',
  'Welcome coupon',
  { label: 'Actions', isHidden: true },
] as const;

export function SubscribersTable({ subscribers }: { subscribers: readonly Subscriber[] }) {
  return (
    <AdminTable caption="Subscribers">
      <AdminTableHead headings={HEADINGS} />
      <tbody>
        {subscribers.map((subscriber) => (
          <tr key={subscriber._id} className={adminTableClass.row}>
            <th
              scope="row"
              className={`${adminTableClass.cell} max-w-48 truncate font-medium sm:max-w-72 text-neutral-900`}
              title={subscriber.email}
            >
              {subscriber.email}
            </th>
            <td className={adminTableClass.cell}>
              <SubscriberStatusBadge status={subscriber.status} />
              {subscriber.unsubscribedAt !== null && subscriber.status === 'unsubscribed' && (
                <p className="mt-1 whitespace-nowrap text-neutral-500 text-xs">
                  on {formatAdminDate(subscriber.unsubscribedAt)}
                </p>
              )}
            </td>
            <td className={`${adminTableClass.cell} whitespace-nowrap`}>
              {formatAdminDate(subscriber.subscribedAt)}
            </td>
            <td className={adminTableClass.cell}>
              {subscriber.couponCode ? (
                // The list finds the coupon by its code: the subscriber knows only the code.
                <Link
                  to={`${adminPaths.coupons()}?${new URLSearchParams({ search: subscriber.couponCode })}`}
                  className="font-mono text-neutral-800 text-xs hover:text-accent hover:underline"
                >
                  {subscriber.couponCode}
                </Link>
              ) : (
                <span className="text-neutral-500">—</span>
              )}
            </td>
            <td className={`${adminTableClass.cell} text-right`}>
              {subscriber.status === 'subscribed' && <UnsubscribeButton subscriber={subscriber} />}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
