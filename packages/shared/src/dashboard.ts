// The admin's dashboard (API.md § Admin dashboard): GET /api/admin/dashboard.
import * as z from 'zod/mini';
import { SubscriberSchema } from './newsletter.ts';
import { OrderSchema } from './orders.ts';

/** How many waiting orders and new subscribers the dashboard shows. */
export const DASHBOARD_NEEDS_ACTION_LIMIT = 10;
export const DASHBOARD_RECENT_SUBSCRIBERS_LIMIT = 5;

/**
 * Orders in a window that are not cancelled, and the rupees actually paid for them (payment
 * `Completed`). A sum over many orders: the one-payment ceiling of RupeesSchema does not apply.
 */
const DashboardFiguresSchema = z.object({
  orders: z.int().check(z.nonnegative()),
  revenue: z.number().check(z.nonnegative()),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

export const DashboardSchema = z.object({
  /** Since midnight in India (Asia/Kolkata). */
  today: DashboardFiguresSchema,
  /** The 30 × 24 hours before `generatedAt`. */
  last30Days: DashboardFiguresSchema,
  needsAction: z.object({
    /** All orders waiting in `Placed`, and in `CancelRequested`, whenever they were made. */
    placed: z.int().check(z.nonnegative()),
    cancelRequested: z.int().check(z.nonnegative()),
    /** The oldest of them first, at most DASHBOARD_NEEDS_ACTION_LIMIT. */
    orders: z.array(OrderSchema),
  }),
  /** Every review waiting for the owner in `Pending` (the moderation list's default). */
  pendingReviews: z.int().check(z.nonnegative()),
  /**
   * Cart reminders (issue [16]) over the last 30 days: mails sent, orders recovered through their
   * links, and what those orders paid (paise).
   */
  cartReminders: z.object({
    sent: z.int().check(z.nonnegative()),
    recovered: z.int().check(z.nonnegative()),
    recoveredInPaise: z.int().check(z.nonnegative()),
  }),
  /** Newest sign-up first, at most DASHBOARD_RECENT_SUBSCRIBERS_LIMIT. */
  recentSubscribers: z.array(SubscriberSchema),
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
