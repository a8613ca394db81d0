import type { AdminRole } from '@skins/shared';
import { matchPath } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';

/**
 * The admin's sections, in the sidebar's order. `end` marks the one link matched exactly;
 * `staff` the sections staff see too (the server refuses them the rest: API.md § The owner's
 * desk). A new section is the owner's unless it says so.
 */
export const ADMIN_NAV = [
  { label: 'Dashboard', to: adminPaths.dashboard(), end: true, staff: true },
  { label: 'Products', to: adminPaths.products(), end: false },
  { label: 'Categories', to: adminPaths.categories(), end: false },
  { label: 'Orders', to: adminPaths.orders(), end: false, staff: true },
  { label: 'Returns', to: adminPaths.returns(), end: false, staff: true },
  { label: 'Reviews', to: adminPaths.reviews(), end: false, staff: true },
  { label: 'Coupons', to: adminPaths.coupons(), end: false },
  { label: 'Subscribers', to: adminPaths.subscribers(), end: false },
  { label: 'Cart reminders', to: adminPaths.cartReminders(), end: false },
  { label: 'GST return', to: adminPaths.gstReturn(), end: false },
  { label: 'Outbox', to: adminPaths.outbox(), end: false },
  { label: 'Staff', to: adminPaths.staff(), end: false },
  { label: 'Audit log', to: adminPaths.audit(), end: false },
] as const;

/** The sections a role sees in the nav. */
export function adminNavFor(role: AdminRole): readonly (typeof ADMIN_NAV)[number][] {
  return role === 'owner' ? ADMIN_NAV : ADMIN_NAV.filter((item) => 'staff' in item && item.staff);
}

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
