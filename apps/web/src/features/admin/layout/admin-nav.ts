import { matchPath } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';

/** The admin's sections, in the sidebar's order. `end` marks the one link matched exactly. */
export const ADMIN_NAV = [
  { label: 'Dashboard', to: adminPaths.dashboard(), end: true },
  { label: 'Products', to: adminPaths.products(), end: false },
  { label: 'Orders', to: adminPaths.orders(), end: false },
  { label: 'Returns', to: adminPaths.returns(), end: false },
  { label: 'Reviews', to: adminPaths.reviews(), end: false },
  { label: 'Coupons', to: adminPaths.coupons(), end: false },
  { label: 'Subscribers', to: adminPaths.subscribers(), end: false },
  { label: 'Cart reminders', to: adminPaths.cartReminders(), end: false },
  { label: 'GST return', to: adminPaths.gstReturn(), end: false },
  { label: 'Outbox', to: adminPaths.outbox(), end: false },
] as const;

/** A return's page sits under its order's address, but it is the Returns section's. */
const RETURN_PAGE = '/admin/orders/:orderId/returns/:returnId';

/**
 * The section the page at `pathname` belongs to (its link is the one shown as current): the
 * link's own address or one below it, but a return's page is Returns', not Orders'.
 */
export function adminSectionOf(pathname: string): (typeof ADMIN_NAV)[number] | undefined {
  if (matchPath(RETURN_PAGE, pathname)) {
    return ADMIN_NAV.find((item) => item.to === adminPaths.returns());
  }
  return ADMIN_NAV.find((item) =>
    item.end ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`),
  );
}
