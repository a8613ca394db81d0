// The owner's analytics (API.md § The owner's desk, decision 064): GET /api/admin/analytics and
// the storefront's funnel beacons, POST /api/events. Money is rupees with two decimals, as the
// dashboard and the order list answer it; days are India's calendar days.
import * as z from 'zod/mini';
import { isUuid } from './ids.ts';

/** The longest range one call may ask for, in days (a leap year and a day). */
export const ANALYTICS_MAX_DAYS = 366;
/** How many products and device models the totals list, best first. */
export const ANALYTICS_TOP_LIMIT = 10;

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const CalendarDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Not a calendar day'),
);

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The number of days from `from` to `to`, both counted. */
export function analyticsDayCount(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

export const AnalyticsQuerySchema = z
  .object({ from: CalendarDateSchema, to: CalendarDateSchema })
  .check(
    z.refine((q) => q.from <= q.to, { message: '`from` must be on or before `to`', path: ['to'] }),
    z.refine((q) => q.from > q.to || analyticsDayCount(q.from, q.to) <= ANALYTICS_MAX_DAYS, {
      message: `A range spans at most ${ANALYTICS_MAX_DAYS} days`,
      path: ['to'],
    }),
  );
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

const count = z.int().check(z.nonnegative());
/** A sum over many orders in rupees: the one-payment ceiling of RupeesSchema does not apply. */
const Rupees = z.number();
/** A share from 0 to 1. */
const Share = z.number().check(z.gte(0), z.lte(1));

export const AnalyticsDaySchema = z.object({
  date: z.string(),
  orders: count,
  netSales: Rupees,
  averageOrderValue: Rupees,
});
export type AnalyticsDay = z.infer<typeof AnalyticsDaySchema>;

export const AnalyticsTotalsSchema = z.object({
  orders: count,
  netSales: Rupees,
  averageOrderValue: Rupees,
  discounts: Rupees,
  refunds: Rupees,
  /** Of the orders, the share paid cash on delivery. */
  codShare: Share,
  /** Of the orders, the share whose email was on an earlier counted order. */
  returningCustomerRate: Share,
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), units: count, netSales: Rupees }),
  ),
  topDevices: z.array(z.object({ brand: z.string(), model: z.string(), units: count })),
  funnel: z.object({
    productViews: count,
    addedToCart: count,
    checkoutsStarted: count,
    ordersPlaced: count,
  }),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotalsSchema>;

const AnalyticsPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(AnalyticsDaySchema),
  totals: AnalyticsTotalsSchema,
});

export const AnalyticsSchema = z.object({
  /** Every day of the range, oldest first, a day without orders as zeros. */
  days: z.array(AnalyticsDaySchema),
  totals: AnalyticsTotalsSchema,
  /** The same figures for the same number of days just before `from`. */
  previous: AnalyticsPeriodSchema,
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

export const FUNNEL_EVENT_TYPES = ['product-view', 'add-to-cart', 'checkout-start'] as const;
export type FunnelEventType = (typeof FUNNEL_EVENT_TYPES)[number];

/**
 * A beacon: what happened, and on which product. A view and an add to cart name one; a
 * checkout's start is the cart's, so a product it names is not kept.
 */
export const FunnelEventSchema = z
  .object({
    type: z.enum(FUNNEL_EVENT_TYPES),
    productId: z.optional(z.string().check(z.refine(isUuid, 'Not a product id'))),
  })
  .check(
    z.refine((e) => e.type === 'checkout-start' || e.productId !== undefined, {
      message: 'Name the product',
      path: ['productId'],
    }),
  );
export type FunnelEvent = z.infer<typeof FunnelEventSchema>;
