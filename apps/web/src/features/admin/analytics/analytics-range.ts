import { ANALYTICS_MAX_DAYS, type AnalyticsDay, analyticsDayCount } from '@skins/shared';

// The analytics page's date ranges (India days, `YYYY-MM-DD`) and its grouping of days into
// weeks and months, worked on the calendar strings alone: no clock zone can shift a day.

export const RANGE_PRESETS = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
  { id: 'month', label: 'This month' },
  { id: 'custom', label: 'Custom' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];

export const GROUPINGS = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
  { id: 'month', label: 'Month' },
] as const;
export type Grouping = (typeof GROUPINGS)[number]['id'];

export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const isDate = (value: string | null): value is string =>
  value !== null && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The preset's range ending `today` (India's date); `custom` keeps `from`/`to` when valid. */
export function rangeOf(
  preset: RangePreset,
  today: string,
  custom: { from: string | null; to: string | null } = { from: null, to: null },
): DateRange {
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      if (
        isDate(custom.from) &&
        isDate(custom.to) &&
        custom.from <= custom.to &&
        analyticsDayCount(custom.from, custom.to) <= ANALYTICS_MAX_DAYS
      ) {
        return { from: custom.from, to: custom.to };
      }
      return { from: addDays(today, -29), to: today };
    default:
      return { from: addDays(today, -29), to: today };
  }
}

export function isRangePreset(value: string | null): value is RangePreset {
  return RANGE_PRESETS.some((preset) => preset.id === value);
}

export function isGrouping(value: string | null): value is Grouping {
  return GROUPINGS.some((grouping) => grouping.id === value);
}

/** The Monday starting `date`'s week. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

const bucketOf = (date: string, grouping: Grouping) =>
  grouping === 'day' ? date : grouping === 'week' ? mondayOf(date) : date.slice(0, 7);

export interface SalesPoint {
  /** The bucket's first day (a month: `YYYY-MM`). */
  key: string;
  orders: number;
  netSales: number;
}

/** Days summed into days, weeks (from Monday) or months, oldest first. */
export function groupDays(days: readonly AnalyticsDay[], grouping: Grouping): SalesPoint[] {
  const points: SalesPoint[] = [];
  for (const day of days) {
    const key = bucketOf(day.date, grouping);
    const last = points.at(-1);
    if (last?.key === key) {
      last.orders += day.orders;
      last.netSales = Math.round((last.netSales + day.netSales) * 100) / 100;
    } else {
      points.push({ key, orders: day.orders, netSales: day.netSales });
    }
  }
  return points;
}

/** Change from `previous` to `current` in percent, one decimal; null when there was nothing. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
