import type { Analytics } from '@skins/shared';
import type { DateRange } from './analytics-range.ts';

// "Download CSV": what the page shows — every day of the range, the totals, the top products
// and device models and the funnel — built in the browser from the answer already on screen.

const cell = (value: string | number) => {
  const text = String(value);
  // Quoted when it must be; a leading =, +, - or @ would be a formula to a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
const line = (...cells: (string | number)[]) => cells.map(cell).join(',');
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

export function analyticsCsv(analytics: Analytics, range: DateRange): string {
  const { totals, previous } = analytics;
  const rows = [
    line('Analytics', `${range.from} to ${range.to}`, 'India time; amounts in rupees'),
    '',
    line('Date', 'Orders', 'Net sales', 'Average order value'),
    ...analytics.days.map((day) =>
      line(day.date, day.orders, day.netSales.toFixed(2), day.averageOrderValue.toFixed(2)),
    ),
    '',
    line('Figure', 'This period', `Previous period (${previous.from} to ${previous.to})`),
    line('Orders', totals.orders, previous.totals.orders),
    line('Net sales', totals.netSales.toFixed(2), previous.totals.netSales.toFixed(2)),
    line(
      'Average order value',
      totals.averageOrderValue.toFixed(2),
      previous.totals.averageOrderValue.toFixed(2),
    ),
    line('Discounts', totals.discounts.toFixed(2), previous.totals.discounts.toFixed(2)),
    line('Refunds', totals.refunds.toFixed(2), previous.totals.refunds.toFixed(2)),
    line('COD share', percent(totals.codShare), percent(previous.totals.codShare)),
    line(
      'Returning customers',
      percent(totals.returningCustomerRate),
      percent(previous.totals.returningCustomerRate),
    ),
    line('Product views', totals.funnel.productViews, previous.totals.funnel.productViews),
    line('Added to cart', totals.funnel.addedToCart, previous.totals.funnel.addedToCart),
    line(
      'Checkouts started',
      totals.funnel.checkoutsStarted,
      previous.totals.funnel.checkoutsStarted,
    ),
    '',
    line('Top products', 'Units', 'Net sales'),
    ...totals.topProducts.map((p) => line(p.name, p.units, p.netSales.toFixed(2))),
    '',
    line('Top device models', 'Units'),
    ...totals.topDevices.map((d) => line(`${d.brand} ${d.model}`, d.units)),
  ];
  return `${rows.join('\r\n')}\r\n`;
}
