import {
  ANALYTICS_TOP_LIMIT,
  type Analytics,
  type AnalyticsDay,
  type AnalyticsQuery,
  type AnalyticsTotals,
  analyticsDayCount,
  paiseToRupees,
} from '@skins/shared';
import { and, between, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceSalesDays, funnelDays, productSalesDays, salesDays } from './analytics.tables.ts';

// GET /api/admin/analytics (decision 064): sums of the daily roll-ups, never the orders
// themselves, so a year answers as fast as a week.

const DAY_MS = 86_400_000;

/** `date` moved by `days` (negative: back), as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const sum = (column: Parameters<typeof sql>[1]) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Average in paise, rounded to the paisa; 0 without orders. */
const average = (paise: number, orders: number) => (orders === 0 ? 0 : Math.round(paise / orders));
/** A share to four decimals; 0 of nothing is 0. */
const share = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

async function daysOf(db: Db, from: string, to: string) {
  const rows = await db
    .select()
    .from(salesDays)
    .where(between(salesDays.day, from, to))
    .orderBy(salesDays.day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: AnalyticsDay[] = [];
  const total = { orders: 0, sales: 0, refunds: 0, discounts: 0, cod: 0, returning: 0 };
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    const netInPaise = row ? row.salesInPaise - row.refundsInPaise : 0;
    const orders = row?.orders ?? 0;
    days.push({
      date: day,
      orders,
      netSales: paiseToRupees(netInPaise),
      averageOrderValue: paiseToRupees(average(netInPaise, orders)),
    });
    if (!row) continue;
    total.orders += row.orders;
    total.sales += row.salesInPaise;
    total.refunds += row.refundsInPaise;
    total.discounts += row.discountsInPaise;
    total.cod += row.codOrders;
    total.returning += row.returningOrders;
  }
  return { days, total };
}

async function topProducts(db: Db, from: string, to: string) {
  const netSales = sum(productSalesDays.netSalesInPaise);
  const top = await db
    .select({
      productId: productSalesDays.productId,
      units: sum(productSalesDays.units),
      netSalesInPaise: netSales,
    })
    .from(productSalesDays)
    .where(between(productSalesDays.day, from, to))
    .groupBy(productSalesDays.productId)
    .orderBy(desc(netSales), productSalesDays.productId)
    .limit(ANALYTICS_TOP_LIMIT);
  if (top.length === 0) return [];
  // The name on the newest day's lines of each: a renamed product shows its latest name.
  const names = await db
    .selectDistinctOn([productSalesDays.productId], {
      productId: productSalesDays.productId,
      name: productSalesDays.name,
    })
    .from(productSalesDays)
    .where(
      and(
        between(productSalesDays.day, from, to),
        inArray(
          productSalesDays.productId,
          top.map((row) => row.productId),
        ),
      ),
    )
    .orderBy(productSalesDays.productId, desc(productSalesDays.day));
  const nameOf = new Map(names.map((row) => [row.productId, row.name]));
  return top.map((row) => ({ ...row, name: nameOf.get(row.productId) ?? '' }));
}

function topDevices(db: Db, from: string, to: string) {
  const units = sum(deviceSalesDays.units);
  return db
    .select({ brand: deviceSalesDays.brand, model: deviceSalesDays.model, units })
    .from(deviceSalesDays)
    .where(between(deviceSalesDays.day, from, to))
    .groupBy(deviceSalesDays.brand, deviceSalesDays.model)
    .orderBy(desc(units), deviceSalesDays.brand, deviceSalesDays.model)
    .limit(ANALYTICS_TOP_LIMIT);
}

function funnelCounts(db: Db, from: string, to: string) {
  return db
    .select({ type: funnelDays.type, count: sum(funnelDays.count) })
    .from(funnelDays)
    .where(between(funnelDays.day, from, to))
    .groupBy(funnelDays.type);
}

async function periodOf(
  db: Db,
  from: string,
  to: string,
): Promise<{ days: AnalyticsDay[]; totals: AnalyticsTotals }> {
  const [{ days, total }, products, devices, funnel] = await Promise.all([
    daysOf(db, from, to),
    topProducts(db, from, to),
    topDevices(db, from, to),
    funnelCounts(db, from, to),
  ]);
  const netInPaise = total.sales - total.refunds;
  const counted = (type: string) => funnel.find((row) => row.type === type)?.count ?? 0;
  return {
    days,
    totals: {
      orders: total.orders,
      netSales: paiseToRupees(netInPaise),
      averageOrderValue: paiseToRupees(average(netInPaise, total.orders)),
      discounts: paiseToRupees(total.discounts),
      refunds: paiseToRupees(total.refunds),
      codShare: share(total.cod, total.orders),
      returningCustomerRate: share(total.returning, total.orders),
      topProducts: products.map(({ productId, name, units, netSalesInPaise }) => ({
        productId,
        name,
        units,
        netSales: paiseToRupees(netSalesInPaise),
      })),
      topDevices: devices,
      funnel: {
        productViews: counted('product-view'),
        addedToCart: counted('add-to-cart'),
        checkoutsStarted: counted('checkout-start'),
        ordersPlaced: total.orders,
      },
    },
  };
}

/** The range's figures, and those of the same number of days just before it. */
export async function loadAnalytics(db: Db, { from, to }: AnalyticsQuery): Promise<Analytics> {
  const length = analyticsDayCount(from, to);
  const previousFrom = addDays(from, -length);
  const previousTo = addDays(from, -1);
  const [current, previous] = await Promise.all([
    periodOf(db, from, to),
    periodOf(db, previousFrom, previousTo),
  ]);
  return { ...current, previous: { from: previousFrom, to: previousTo, ...previous } };
}
