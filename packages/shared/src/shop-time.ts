// The shop runs on India time, whatever the server's or the browser's clock zone says: a coupon
// "from 1 April, midnight", the dashboard's "today" and a mail's order date are India's calendar.
// India has kept +05:30 all year since 1945 (no daylight saving), so a fixed offset is exact.

const SHOP_TIME_ZONE = 'Asia/Kolkata';
const SHOP_UTC_OFFSET = '+05:30';
const SHOP_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * An India-time formatter built on its first use, not when this module loads: a browser builds
 * its first formatter from the locale's data, tens of milliseconds of a phone's main thread,
 * which a page that shows no date should not pay (decision 045, step 6).
 */
function shopFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) => {
    formatter ??= new Intl.DateTimeFormat('en-IN', { ...options, timeZone: SHOP_TIME_ZONE });
    return formatter.format(date);
  };
}

const longDate = shopFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = shopFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const clockTimes = {
  numeric: shopFormat({ hour: 'numeric', minute: '2-digit' }),
  // Staff lists keep their columns aligned: '02:35 pm'.
  '2-digit': shopFormat({ hour: '2-digit', minute: '2-digit' }),
};

/** The shop's calendar day: '12 March 2026' (long, shoppers and mails) or '12 Mar 2026' (short). */
export function formatShopDate(at: Date | string, month: 'long' | 'short' = 'long'): string {
  return (month === 'long' ? longDate : shortDate)(new Date(at));
}

export interface ShopDateTimeStyle {
  month?: 'long' | 'short';
  hour?: 'numeric' | '2-digit';
}

/** '12 March 2026, 2:35 pm' (or '12 Mar 2026, 02:35 pm'): the shop's calendar day and clock. */
export function formatShopDateTime(
  at: Date | string,
  { month = 'long', hour = 'numeric' }: ShopDateTimeStyle = {},
): string {
  const date = new Date(at);
  return `${formatShopDate(date, month)}, ${clockTimes[hour](date)}`;
}

/** Midnight in India at the start of the Indian day `now` falls in. */
export function startOfShopDay(now: Date): Date {
  const shopDays = Math.floor((now.getTime() + SHOP_UTC_OFFSET_MS) / DAY_MS);
  return new Date(shopDays * DAY_MS - SHOP_UTC_OFFSET_MS);
}

/** The Indian calendar date of `now`, `YYYY-MM-DD`. */
export function shopCalendarDate(now: Date): string {
  return new Date(now.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

// What a datetime-local input holds: 'YYYY-MM-DDTHH:mm', with seconds when a step allows them.
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A datetime-local value read as India time → an ISO date-time with its zone, as the API takes
 * it ('2026-04-01T00:00' → '2026-04-01T00:00:00+05:30'); blank → null. Text that is no such value
 * is passed on unchanged, for the shared schema to refuse with its own message.
 */
export function shopLocalToIso(local: string): string | null {
  const value = local.trim();
  if (value === '') return null;
  if (!LOCAL_DATE_TIME.test(value)) return value;
  const withSeconds = value.length === 16 ? `${value}:00` : value;
  return `${withSeconds}${SHOP_UTC_OFFSET}`;
}

/** An instant as India's wall clock with its offset, to the second: '2026-03-10T14:45:00+05:30'. */
export function shopIsoDateTime(at: Date): string {
  return `${new Date(at.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 19)}${SHOP_UTC_OFFSET}`;
}

/** An ISO instant → the datetime-local value showing it in India time; null or bad → ''. */
export function isoToShopLocal(iso: string | null): string {
  if (iso === null) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  // Shifted by the offset and printed as if UTC: the digits are India's wall clock.
  return new Date(ms + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * India's financial year (April to March) that `at` falls in, on India's calendar, as GST
 * documents write it: 31 March 2027 23:59 IST → '2026-27', 1 April 2027 00:00 IST → '2027-28'.
 */
export function shopFinancialYear(at: Date): string {
  const [year, month] = shopCalendarDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
