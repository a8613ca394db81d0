// India keeps UTC+05:30 all year (no daylight saving), so a fixed offset is exact.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Midnight in India (Asia/Kolkata) at the start of the Indian day `now` falls in. */
export function startOfIndianDay(now: Date): Date {
  const indianDays = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS);
  return new Date(indianDays * DAY_MS - IST_OFFSET_MS);
}

/** The Indian calendar date of `now`, `YYYY-MM-DD` (export file names). */
export function indianDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `now` less `days` whole 24-hour days. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
