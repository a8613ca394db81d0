import { TAX_RATE_BP } from './constants.ts';

// One rounding rule for the whole shop: round half up on exact integer arithmetic.
// Rates are held in basis points (1 bp = 0.01%) so `0.1 × odd amount` never meets a float.

const BP_PER_UNIT = 10_000;

/** True when `fraction` is a whole number of basis points (at most four decimals). */
export function hasWholeBasisPoints(fraction: number): boolean {
  return (
    Number.isFinite(fraction) &&
    Math.abs(fraction * BP_PER_UNIT - Math.round(fraction * BP_PER_UNIT)) <= 1e-6
  );
}

/** A fraction such as 0.1 or 0.125 as basis points; more than four decimals is refused. */
export function fractionToBasisPoints(fraction: number): number {
  if (!hasWholeBasisPoints(fraction)) {
    throw new RangeError(`A rate needs at most four decimals: ${fraction}`);
  }
  return Math.round(fraction * BP_PER_UNIT);
}

/** Basis points (as stored) back to the fraction the API speaks: 1250 → 0.125. */
export function basisPointsToFraction(bp: number): number {
  return bp / BP_PER_UNIT;
}

/** A rate as people read it: 0.1 → '10%', 0.125 → '12.5%'. */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * BP_PER_UNIT) / 100}%`;
}

/** `amountInPaise × bp / 10000`, rounded half up (amounts are never negative). */
export function applyBasisPoints(amountInPaise: number, bp: number): number {
  if (!Number.isSafeInteger(amountInPaise) || amountInPaise < 0) {
    throw new RangeError(`Amount must be non-negative integer paise: ${amountInPaise}`);
  }
  const scaled = amountInPaise * bp;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('Amount too large to price exactly');
  return Math.floor((scaled + BP_PER_UNIT / 2) / BP_PER_UNIT);
}

export interface PricedLine {
  priceInPaise: number;
  quantity: number;
  /** The line's GST rate in basis points, its category's (decision 066); none: the spec's 8%. */
  taxRateBp?: number;
}

/** The tax of the lines at one GST rate: what it was charged on, and how much. */
export interface RateTax {
  rateBp: number;
  taxableInPaise: number;
  taxInPaise: number;
}

function rateOf(line: PricedLine): number {
  const rateBp = line.taxRateBp ?? TAX_RATE_BP;
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > BP_PER_UNIT) {
    throw new RangeError(`Tax rate: ${rateBp} basis points`);
  }
  return rateBp;
}

/** The lines' amounts summed per rate, rates ascending. */
export function amountsByRate(lines: readonly PricedLine[]): [rateBp: number, amount: number][] {
  const amounts = new Map<number, number>();
  for (const line of lines) {
    const rateBp = rateOf(line);
    amounts.set(rateBp, (amounts.get(rateBp) ?? 0) + line.priceInPaise * line.quantity);
  }
  return [...amounts].sort(([a], [b]) => a - b);
}

/** Each group's amount less its share of the discount, taxed at its rate (rounded half up). */
export const taxedGroups = (groups: [number, number][], shares: readonly number[]): RateTax[] =>
  groups.map(([rateBp, amount], index) => {
    const taxableInPaise = amount - (shares[index] ?? 0);
    return { rateBp, taxableInPaise, taxInPaise: applyBasisPoints(taxableInPaise, rateBp) };
  });

/** The cart's tax per rate: no discount to share. */
function cartTaxByRate(lines: readonly PricedLine[]): RateTax[] {
  return taxedGroups(amountsByRate(lines), []);
}

/** The taxes of every rate added up. */
export function totalTaxOf(rates: readonly RateTax[]): number {
  return rates.reduce((sum, rate) => sum + rate.taxInPaise, 0);
}

/** The one rate all the lines share (basis points), or null when they have several or none. */
export function singleRateOf(rates: readonly Pick<RateTax, 'rateBp'>[]): number | null {
  return rates.length === 1 ? (rates[0]?.rateBp ?? null) : null;
}

/**
 * The cart's and checkout's tax line (decision 066): 'Tax (8%)' while one rate applies (an empty
 * cart: the spec's 8%), plain 'Tax' when the lines have several rates.
 */
export function taxLabelOf(rates: readonly Pick<RateTax, 'rateBp'>[]): string {
  const rateBp = rates.length === 0 ? TAX_RATE_BP : singleRateOf(rates);
  return rateBp === null ? 'Tax' : `Tax (${rateBp / 100}%)`;
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  let subtotal = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`Quantity must be a positive integer: ${line.quantity}`);
    }
    subtotal += line.priceInPaise * line.quantity;
  }
  if (!Number.isSafeInteger(subtotal)) throw new RangeError('Subtotal too large to price exactly');
  return subtotal;
}

export interface CartTotals {
  subtotalInPaise: number;
  taxInPaise: number;
  totalInPaise: number;
  itemCount: number;
  /** The tax of each rate in the cart (taxByRate), rates ascending; they add up to the tax. */
  taxByRate: RateTax[];
}

/**
 * Cart (spec §9): tax 8% of the subtotal — each line's own rate with per-line rates, summed
 * per rate (decision 066); total = subtotal + tax.
 */
export function priceCart(lines: readonly PricedLine[]): CartTotals {
  const subtotalInPaise = subtotalOf(lines);
  const rates = cartTaxByRate(lines);
  const taxInPaise = totalTaxOf(rates);
  return {
    subtotalInPaise,
    taxInPaise,
    totalInPaise: subtotalInPaise + taxInPaise,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    taxByRate: rates,
  };
}

/**
 * What is charged for a total: whole rupees, rounded half up (spec §9; create-order's `amount`).
 * An order marked paid by hand (manual, cash on delivery) records the same figure.
 */
export function wholeRupeesOf(totalInPaise: number): number {
  return Math.floor((totalInPaise + 50) / 100);
}
