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
    throw new RangeError(`A tax rate is whole basis points from 0 to 10000: ${rateBp}`);
  }
  return rateBp;
}

/**
 * Tax per rate (decision 066): the lines grouped by rate (ascending); the discount shared over
 * the groups in proportion to their amounts, exactly — each group gets the whole paise of its
 * share and the paise left go one each to the largest remainders (a tie: the higher rate first);
 * each group's tax is its amount less its discount at its rate, rounded half up. With one rate
 * this is the spec's `round(rate × (subtotal − discount))` to the paisa.
 */
export function taxByRate(lines: readonly PricedLine[], discountInPaise = 0): RateTax[] {
  const amounts = new Map<number, number>();
  for (const line of lines) {
    const rateBp = rateOf(line);
    amounts.set(rateBp, (amounts.get(rateBp) ?? 0) + line.priceInPaise * line.quantity);
  }
  const groups = [...amounts].sort(([a], [b]) => a - b);
  const total = groups.reduce((sum, [, amount]) => sum + amount, 0);
  if (!Number.isSafeInteger(discountInPaise) || discountInPaise < 0 || discountInPaise > total) {
    throw new RangeError(`Discount must be whole paise within the subtotal: ${discountInPaise}`);
  }
  // BigInt: amount × discount may pass 2^53 for large carts.
  const exact = groups.map(([rateBp, amount], index) => {
    const product = BigInt(amount) * BigInt(discountInPaise);
    const whole = total === 0 ? 0n : product / BigInt(total);
    return { index, rateBp, share: Number(whole), remainder: product - whole * BigInt(total) };
  });
  let left = discountInPaise - exact.reduce((sum, group) => sum + group.share, 0);
  const byRemainder = [...exact].sort((a, b) =>
    a.remainder === b.remainder ? b.rateBp - a.rateBp : a.remainder > b.remainder ? -1 : 1,
  );
  for (const group of byRemainder) {
    if (left === 0) break;
    group.share += 1;
    left -= 1;
  }
  return exact.map(({ index, rateBp, share }) => {
    const taxableInPaise = (groups[index]?.[1] ?? 0) - share;
    return { rateBp, taxableInPaise, taxInPaise: applyBasisPoints(taxableInPaise, rateBp) };
  });
}

/**
 * A recorded order's tax per rate: its lines and discount shared as the checkout shared them
 * (taxByRate), held to the tax recorded with it, which is the authority. With one rate that rate
 * has all of it; with several the rates' taxes add up to it already for every order the shop
 * priced, and any difference (an order recorded otherwise) goes to the largest rate's group.
 */
export function recordedTaxByRate(order: {
  lines: readonly PricedLine[];
  discountInPaise: number;
  taxInPaise: number;
}): RateTax[] {
  const rates = taxByRate(order.lines, Math.min(order.discountInPaise, subtotalOf(order.lines)));
  const difference = order.taxInPaise - totalTaxOf(rates);
  const last = rates.at(-1);
  if (rates.length === 1 && last) return [{ ...last, taxInPaise: order.taxInPaise }];
  if (difference !== 0 && last) last.taxInPaise = Math.max(0, last.taxInPaise + difference);
  return rates;
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
  return rateBp === null ? 'Tax' : `Tax (${formatPercent(basisPointsToFraction(rateBp))})`;
}

function subtotalOf(lines: readonly PricedLine[]): number {
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
  const rates = taxByRate(lines);
  const taxInPaise = totalTaxOf(rates);
  return {
    subtotalInPaise,
    taxInPaise,
    totalInPaise: subtotalInPaise + taxInPaise,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    taxByRate: rates,
  };
}

export interface CheckoutTotals {
  subtotalInPaise: number;
  discountInPaise: number;
  taxInPaise: number;
  totalInPaise: number;
  /** What the gateway charges: the total rounded half up to whole rupees (spec §9). */
  gatewayAmountInRupees: number;
  gatewayAmountInPaise: number;
  /** The tax of each rate (taxByRate), rates ascending; they add up to the tax. */
  taxByRate: RateTax[];
}

/**
 * What is charged for a total: whole rupees, rounded half up (spec §9; create-order's `amount`).
 * An order marked paid by hand (manual, cash on delivery) records the same figure.
 */
export function wholeRupeesOf(totalInPaise: number): number {
  return Math.floor((totalInPaise + 50) / 100);
}

/**
 * Checkout (spec §9, API.md § Rounding): discount = fraction of the subtotal; tax 8% of the
 * subtotal after discount (per rate with per-line rates: taxByRate, decision 066); total =
 * subtotal − discount + tax; gateway amount = whole rupees.
 */
export function priceCheckout(lines: readonly PricedLine[], discountFraction = 0): CheckoutTotals {
  if (discountFraction < 0 || discountFraction > 1) {
    throw new RangeError(`Discount must be a fraction between 0 and 1: ${discountFraction}`);
  }
  const subtotalInPaise = subtotalOf(lines);
  const discountInPaise = applyBasisPoints(
    subtotalInPaise,
    fractionToBasisPoints(discountFraction),
  );
  const rates = taxByRate(lines, discountInPaise);
  const taxInPaise = totalTaxOf(rates);
  const totalInPaise = subtotalInPaise - discountInPaise + taxInPaise;
  const gatewayAmountInRupees = wholeRupeesOf(totalInPaise);
  return {
    subtotalInPaise,
    discountInPaise,
    taxInPaise,
    totalInPaise,
    gatewayAmountInRupees,
    gatewayAmountInPaise: gatewayAmountInRupees * 100,
    taxByRate: rates,
  };
}
