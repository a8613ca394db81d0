// Money is integer paise everywhere; rupees exist only at the API edge and on screen.

const inrGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true });

/** `Rs. 1,299.00` — Indian digit grouping (1,23,456), always two decimals. */
export function formatInr(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}Rs. ${inrGrouping.format(rupees)}.${fraction}`;
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
