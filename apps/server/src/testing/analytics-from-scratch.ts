// The analytics roll-ups computed again in TypeScript, from every order, line and return, with
// decision 064's rules written out independently of the database's rebuild_sales_day: a test
// compares the two row for row.
import { shopCalendarDate } from '@skins/shared';
import type { Db } from '../db/client.ts';
import {
  deviceSalesDays,
  productSalesDays,
  salesDays,
} from '../modules/analytics/analytics.tables.ts';
import { orderItems, orders } from '../modules/orders/orders.tables.ts';
import { returns } from '../modules/returns/returns.tables.ts';

interface SalesDay {
  day: string;
  orders: number;
  salesInPaise: number;
  refundsInPaise: number;
  discountsInPaise: number;
  codOrders: number;
  returningOrders: number;
}

type OrderRow = typeof orders.$inferSelect;

/** Not cancelled, not a replacement; paid (or refunded after), or cash on delivery placed. */
function isCounted(order: OrderRow): boolean {
  if (order.status === 'Cancelled' || order.paymentMethod === 'Replacement') return false;
  if (order.paymentStatus === 'Completed' || order.paymentStatus === 'Refunded') return true;
  return order.paymentMethod === 'COD' && order.paymentStatus === 'Pending';
}

const isPaid = (order: OrderRow) =>
  order.paymentStatus === 'Completed' || order.paymentStatus === 'Refunded';

export async function fromScratch(db: Db) {
  const [orderRows, lineRows, returnRows] = await Promise.all([
    db.select().from(orders),
    db.select().from(orderItems),
    db.select().from(returns),
  ]);
  const counted = orderRows.filter(isCounted);
  const sales = new Map<string, SalesDay>();
  const products = new Map<
    string,
    {
      day: string;
      productId: string;
      name: string;
      at: number;
      units: number;
      netSalesInPaise: number;
    }
  >();
  const devices = new Map<string, { day: string; brand: string; model: string; units: number }>();
  for (const order of counted) {
    const day = shopCalendarDate(order.createdAt);
    const saleInPaise = isPaid(order)
      ? order.amountPaidInPaise
      : Math.floor((order.totalInPaise + 50) / 100) * 100;
    const refundInPaise =
      order.paymentStatus === 'Refunded'
        ? order.amountPaidInPaise
        : returnRows
            .filter((row) => row.orderId === order.id && row.refundedAt !== null)
            .reduce((sum, row) => sum + (row.refundInPaise ?? 0), 0);
    const returning = counted.some(
      (earlier) => earlier.email === order.email && earlier.createdAt < order.createdAt,
    );
    const figures = sales.get(day) ?? {
      day,
      orders: 0,
      salesInPaise: 0,
      refundsInPaise: 0,
      discountsInPaise: 0,
      codOrders: 0,
      returningOrders: 0,
    };
    figures.orders += 1;
    figures.salesInPaise += saleInPaise;
    figures.refundsInPaise += refundInPaise;
    figures.discountsInPaise += order.discountInPaise;
    if (order.paymentMethod === 'COD') figures.codOrders += 1;
    if (returning) figures.returningOrders += 1;
    sales.set(day, figures);
    for (const line of lineRows.filter((row) => row.orderId === order.id)) {
      const units = order.paymentStatus === 'Refunded' ? 0 : line.quantity - line.refundedQuantity;
      const deviceKey = `${day}|${line.brand}|${line.model}`;
      const device = devices.get(deviceKey) ?? {
        day,
        brand: line.brand,
        model: line.model,
        units: 0,
      };
      device.units += units;
      devices.set(deviceKey, device);
      if (line.productId === null) continue;
      const key = `${day}|${line.productId}`;
      const at = order.createdAt.getTime();
      const product = products.get(key) ?? {
        day,
        productId: line.productId,
        name: line.name,
        at,
        units: 0,
        netSalesInPaise: 0,
      };
      if (at > product.at) Object.assign(product, { name: line.name, at });
      product.units += units;
      product.netSalesInPaise += units * line.priceInPaise;
      products.set(key, product);
    }
  }
  const byKey = <T>(map: Map<string, T>) =>
    [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, value]) => value);
  return {
    sales: byKey(sales),
    products: byKey(products)
      .filter((row) => row.units > 0)
      .map(({ at: _at, ...row }) => row),
    devices: byKey(devices).filter((row) => row.units > 0),
  };
}

/** The roll-up tables as the database holds them, in `fromScratch`'s shape and order. */
export async function rollUpsOf(db: Db) {
  const [sales, products, devices] = await Promise.all([
    db.select().from(salesDays).orderBy(salesDays.day),
    db.select().from(productSalesDays).orderBy(productSalesDays.day, productSalesDays.productId),
    db
      .select()
      .from(deviceSalesDays)
      .orderBy(deviceSalesDays.day, deviceSalesDays.brand, deviceSalesDays.model),
  ]);
  return { sales, products, devices };
}
