import { type AdminReturn, RETURN_REASON_LABELS } from '@skins/shared';
import { Link } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { AdminTable, AdminTableHead, adminTableClass } from '../components/admin-table.tsx';
import { formatAdminDateTime } from '../components/format.ts';
import { HoursWaiting, isAnswerOverdue, ReturnStatusBadge } from './return-status.tsx';

const HEADINGS = ['Return', 'Customer', 'Reason', 'Status', 'Requested', 'Waiting'] as const;

function unitsOf(item: AdminReturn): number {
  return item.lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function ReturnsTable({ returns }: { returns: readonly AdminReturn[] }) {
  return (
    <AdminTable caption="Returns">
      <AdminTableHead headings={HEADINGS} />
      <tbody>
        {returns.map((item) => {
          const units = unitsOf(item);
          return (
            <tr
              key={item._id}
              className={`${adminTableClass.row} ${isAnswerOverdue(item.status, item.hoursWaiting) ? 'bg-red-50/40' : ''}`}
            >
              <th scope="row" className={`${adminTableClass.cell} font-medium`}>
                <Link
                  to={adminPaths.orderReturn(item.orderId, item._id)}
                  className="text-neutral-900 hover:text-accent hover:underline"
                >
                  {item.number}
                </Link>
                <span className="block font-normal text-neutral-500 text-xs">
                  Order #{item.orderNumber}
                </span>
              </th>
              <td className={`${adminTableClass.cell} max-w-56`}>
                <span className="block truncate">{item.customerName}</span>
                <span className="block truncate text-neutral-500 text-xs" title={item.email}>
                  {item.email}
                </span>
              </td>
              <td className={adminTableClass.cell}>
                {RETURN_REASON_LABELS[item.reason]}
                <span className="block text-neutral-500 text-xs">
                  {item.resolution} · {units} {units === 1 ? 'item' : 'items'}
                </span>
              </td>
              <td className={adminTableClass.cell}>
                <ReturnStatusBadge status={item.status} />
              </td>
              <td className={`${adminTableClass.cell} whitespace-nowrap`}>
                {formatAdminDateTime(item.requestedAt)}
              </td>
              <td className={adminTableClass.cell}>
                <HoursWaiting status={item.status} hoursWaiting={item.hoursWaiting} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
