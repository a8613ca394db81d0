// Dates as the shop's staff read them: Indian English, India time, whatever the browser's zone.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const date = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '2026-11-23T10:30:00Z' → '23 Nov 2026, 04:00 pm'. */
export function formatAdminDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '2026-11-23T10:30:00Z' → '23 Nov 2026'. */
export function formatAdminDate(iso: string): string {
  return date.format(new Date(iso));
}
