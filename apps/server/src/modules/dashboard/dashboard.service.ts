import {
  DASHBOARD_NEEDS_ACTION_LIMIT,
  DASHBOARD_RECENT_SUBSCRIBERS_LIMIT,
  type Dashboard,
  type DashboardFigures,
  paiseToRupees,
  startOfShopDay,
} from '@skins/shared';
import type { Db } from '../../db/client.ts';
import { cartReminderFigures } from '../cart-reminders/index.ts';
import { listSubscribers } from '../newsletter/index.ts';
import { type OrderFigures, orderFiguresSince, ordersNeedingAction } from '../orders/index.ts';
import { countPendingReviews } from '../reviews/index.ts';

const DAY_MS = 24 * 60 * 60_000;

const figuresView = ({ orders, revenueInPaise }: OrderFigures): DashboardFigures => ({
  orders,
  revenue: paiseToRupees(revenueInPaise),
});

/** The admin's first screen (API.md § Admin dashboard), as of `now`. */
export async function loadDashboard(db: Db, now: Date): Promise<Dashboard> {
  // The 30 × 24 hours before `now` (the schema's `last30Days`, and the cart reminders').
  const thirtyDaysAgo = new Date(now.getTime() - 30 * DAY_MS);
  const [today, last30Days, needsAction, pendingReviews, cartReminders, subscribers] =
    await Promise.all([
      orderFiguresSince(db, startOfShopDay(now)),
      orderFiguresSince(db, thirtyDaysAgo),
      ordersNeedingAction(db, DASHBOARD_NEEDS_ACTION_LIMIT),
      countPendingReviews(db),
      cartReminderFigures(db, thirtyDaysAgo),
      listSubscribers(db, { page: 1, limit: DASHBOARD_RECENT_SUBSCRIBERS_LIMIT }),
    ]);
  return {
    today: figuresView(today),
    last30Days: figuresView(last30Days),
    needsAction,
    pendingReviews,
    cartReminders,
    recentSubscribers: subscribers.data,
    generatedAt: now.toISOString(),
  };
}
