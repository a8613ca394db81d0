import { formatInr, type Order, type OrderStatus, rupeesToPaise } from '@skins/shared';
import { Link } from 'react-router';
import {
  AdminTable,
  AdminTableHead,
  adminTableClass,
} from '#features/admin/components/admin-table.tsx';
import { formatAdminDateTime } from '#features/admin/components/format.ts';
import { adminPaths } from '#lib/admin-paths.ts';
import { OrderStatusBadge, PaymentStatusBadge } from '../order-badges.tsx';

const HEADINGS = [
  { label: 'Select for shipping', isHidden: true, className: 'w-10' },
  'Order',
  'Date',
  'Customer',
  { label: 'Items', className: 'text-right' },
  { label: 'Total', className: 'text-right' },
  'Status',
  'Payment',
] as const;

function itemCountOf(order: Order): number {
  return order.products.reduce((sum, line) => sum + line.quantity, 0);
}

/** What ships from the list (as PUT /ship and the bulk ship allow): not yet shipped nor stopped. */
const SHIPPABLE: readonly OrderStatus[] = ['Placed', 'Processing'];

function isShippable(order: Order): boolean {
  return SHIPPABLE.includes(order.status);
}

/** The rows ticked for "Ship selected", by order number. */
export interface OrderSelection {
  selected: ReadonlySet<number>;
  toggle: (order: Order) => void;
}

export function OrdersTable({
  orders,
  selection,
}: {
  orders: readonly Order[];
  selection: OrderSelection;
}) {
  const { row, cell } = adminTableClass;
  return (
    <AdminTable caption="Orders, newest first">
      <AdminTableHead headings={HEADINGS} />
      <tbody>
        {orders.map((order) => (
          <tr key={order._id} className={row}>
            <td className={cell}>
              {isShippable(order) && (
                <input
                  type="checkbox"
                  aria-label={`Select order #${order.number}`}
                  checked={selection.selected.has(order.number)}
                  onChange={() => selection.toggle(order)}
                  className="size-4 accent-charcoal-900"
                />
              )}
            </td>
            <th scope="row" className={`${cell} font-medium`}>
              <Link
                to={adminPaths.order(order._id)}
                className="text-accent underline-offset-2 hover:underline focus-visible:underline"
              >
                #{order.number}
              </Link>
              {/* On a phone the status column is off-screen to the right: a copy under the number
                  shows it at a glance; screen readers read the column's. */}
              <span aria-hidden="true" className="mt-1 block sm:hidden">
                <OrderStatusBadge status={order.status} />
              </span>
            </th>
            <td className={`${cell} whitespace-nowrap text-neutral-600`}>
              {formatAdminDateTime(order.createdAt)}
            </td>
            <td className={`${cell} max-w-64`}>
              <span className="block truncate font-medium text-neutral-900">
                {order.user.firstName} {order.user.lastName}
              </span>
              <span className="block truncate text-neutral-500 text-xs">{order.user.email}</span>
            </td>
            <td className={`${cell} text-right tabular-nums`}>{itemCountOf(order)}</td>
            <td className={`${cell} whitespace-nowrap text-right font-medium tabular-nums`}>
              {formatInr(rupeesToPaise(order.total))}
            </td>
            <td className={cell}>
              <OrderStatusBadge status={order.status} />
            </td>
            <td className={cell}>
              <PaymentStatusBadge status={order.paymentStatus} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
