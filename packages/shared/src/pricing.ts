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
}

/** Cart (spec §9): tax 8% of the subtotal; total = subtotal + tax. */
export function priceCart(lines: readonly PricedLine[]): CartTotals {
  const subtotalInPaise = subtotalOf(lines);
  const taxInPaise = applyBasisPoints(subtotalInPaise, TAX_RATE_BP);
  return {
    subtotalInPaise,
    taxInPaise,
    totalInPaise: subtotalInPaise + taxInPaise,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
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
}

/**
 * Checkout (spec §9, API.md § Rounding): discount = fraction of the subtotal; tax 8% of the
 * subtotal after discount; total = subtotal − discount + tax; gateway amount = whole rupees.
 */
/**
 * What is charged for a total: whole rupees, rounded half up (spec §9; create-order's `amount`).
 * An order marked paid by hand (manual, cash on delivery) records the same figure.
 */
export function wholeRupeesOf(totalInPaise: number): number {
  return Math.floor((totalInPaise + 50) / 100);
}

export function priceCheckout(lines: readonly PricedLine[], discountFraction = 0): CheckoutTotals {
  if (discountFraction < 0 || discountFraction > 1) {
    throw new RangeError(`Discount must be a fraction between 0 and 1: ${discountFraction}`);
  }
  const subtotalInPaise = subtotalOf(lines);
  const discountInPaise = applyBasisPoints(
    subtotalInPaise,
    fractionToBasisPoints(discountFraction),
  );
  const taxInPaise = applyBasisPoints(subtotalInPaise - discountInPaise, TAX_RATE_BP);
  const totalInPaise = subtotalInPaise - discountInPaise + taxInPaise;
  const gatewayAmountInRupees = wholeRupeesOf(totalInPaise);
  return {
    subtotalInPaise,
    discountInPaise,
    taxInPaise,
    totalInPaise,
    gatewayAmountInRupees,
    gatewayAmountInPaise: gatewayAmountInRupees * 100,
  };
}
