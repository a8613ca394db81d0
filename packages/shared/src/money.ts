// Money is integer paise everywhere; rupees exist only at the API edge and on screen.

/** `Rs. 1,299.00` — Indian digit grouping (1,23,456), always two decimals. */
export function formatInr(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}Rs. ${groupTheIndianWay(rupees)}.${fraction}`;
}

/**
 * 1234567 → '12,34,567': the last three digits, then pairs, exactly as `Intl.NumberFormat`
 * groups 'en-IN' (the tests compare the two). Not Intl itself: a browser builds its first
 * formatter from the locale's data, 30–280 ms of a phone's main thread, and the islands' first
 * code and the cart's long task paid it on every page for the prices (decision 045, step 6).
 */
function groupTheIndianWay(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const lakhsAndUp = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${lakhsAndUp},${digits.slice(-3)}`;
}

/**
 * Rupees (at most two decimals) to paise. `19.99 * 100` is 1998.9999…; rounding to the
 * nearest integer recovers the exact paise of any two-decimal amount.
 */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  const paise = Math.round(rupees * 100);
  if (Math.abs(rupees * 100 - paise) > 1e-6) {
    throw new RangeError(`Amount has more than two decimals: ${rupees}`);
  }
  return paise === 0 ? 0 : paise; // no -0
}

/** True when `rupees` is a finite amount with at most two decimals. */
export function hasWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(rupees * 100 - Math.round(rupees * 100)) <= 1e-6;
}

/** Paise to rupees for the API edge: the nearest double to an amount with two decimals. */
export function paiseToRupees(paise: number): number {
  assertPaise(paise);
  return paise / 100;
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a safe integer: ${paise}`);
}
