import type { Campaign } from '@skins/shared';
import { Link } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { AdminTable, AdminTableHead, adminTableClass } from '../components/admin-table.tsx';
import { formatAdminDateTime } from '../components/format.ts';
import { discountText, redemptionsText } from './coupon-format.ts';
import { couponStatusOf } from './coupon-status.ts';
import { CouponStatusBadge } from './coupon-status-badge.tsx';

const HEADINGS = [
  'Code',
  'Discount',
  'Status',
  'Valid',
  'Redemptions',
  'First order only',
  'Only for',
] as const;

export function CouponsTable({ coupons }: { coupons: readonly Campaign[] }) {
  // One clock for the whole table, so two rows never disagree about the same minute.
  const now = new Date();
  return (
    <AdminTable caption="Coupons">
      <AdminTableHead headings={HEADINGS} />
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon._id} className={adminTableClass.row}>
            <th scope="row" className={`${adminTableClass.cell} font-normal`}>
              <Link
                to={adminPaths.coupon(coupon._id)}
                className="whitespace-nowrap font-mono font-semibold text-neutral-900 hover:text-accent hover:underline"
              >
                {coupon.name}
              </Link>
            </th>
            <td className={`${adminTableClass.cell} tabular-nums`}>
              {discountText(coupon.discount)}
            </td>
            <td className={adminTableClass.cell}>
              <CouponStatusBadge status={couponStatusOf(coupon, now)} />
            </td>
            <td className={`${adminTableClass.cell} whitespace-nowrap text-neutral-700`}>
              <CouponWindow startsAt={coupon.startsAt} endsAt={coupon.endsAt} />
            </td>
            <td className={`${adminTableClass.cell} whitespace-nowrap tabular-nums`}>
              {redemptionsText(coupon)}
            </td>
            <td className={adminTableClass.cell}>{coupon.firstOrderOnly ? 'Yes' : 'No'}</td>
            <td className={`${adminTableClass.cell} max-w-44 truncate`} title={coupon.email ?? ''}>
              {coupon.email ?? <span className="text-neutral-500">Anyone</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

function CouponWindow({ startsAt, endsAt }: Pick<Campaign, 'startsAt' | 'endsAt'>) {
  if (startsAt === null && endsAt === null) {
    return <span className="text-neutral-500">Always</span>;
  }
  return (
    <div className="space-y-0.5 text-xs">
      {startsAt !== null && <p>From {formatAdminDateTime(startsAt)}</p>}
      {endsAt !== null && <p>Until {formatAdminDateTime(endsAt)}</p>}
    </div>
  );
}
