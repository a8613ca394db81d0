// The shop runs on India time, whatever the admin's computer says: a coupon "from 1 April,
// midnight" means midnight in India. India has kept +05:30 all year since 1945 (no daylight
// saving), so a fixed offset is exact and needs no time-zone database.
const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

// What a datetime-local input holds: 'YYYY-MM-DDTHH:mm', with seconds when a step allows them.
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A datetime-local value read as India time → an ISO date-time with its zone, as the API takes
 * it ('2026-04-01T00:00' → '2026-04-01T00:00:00+05:30'); blank → null. Text that is no such value
 * is passed on unchanged, for the shared schema to refuse with its own message.
 */
export function indiaLocalToIso(local: string): string | null {
  const value = local.trim();
  if (value === '') return null;
  if (!LOCAL_DATE_TIME.test(value)) return value;
  const withSeconds = value.length === 16 ? `${value}:00` : value;
  return `${withSeconds}${INDIA_OFFSET}`;
}

/** An ISO instant from the API → the datetime-local value showing it in India time; null → ''. */
export function isoToIndiaLocal(iso: string | null): string {
  if (iso === null) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  // Shifted by the offset and printed as if UTC: the digits are India's wall clock.
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
