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
  { label: 'Mail outbox', to: adminPaths.outbox(), end: false },
] as const;
