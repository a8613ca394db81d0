import { recordedTaxByRate } from './checkout-pricing.ts';
import { TAX_RATE_BP } from './constants.ts';
import { applyBasisPoints, type RateTax } from './pricing.ts';

// What a return of some of an order's units gives back (issue [15]): their price, less their share
// of the order's discount, plus the tax on that, to the paisa. Integer paise throughout.
//
// A return's refund is the worth of every unit returned so far, this return's included, less the
// worth of those returned before it. The worth of all the units is what was paid, so the refunds
// of an order add up to at most that, and to exactly that once everything has come back: the
// paise that rounding leaves go to the return that completes the order (decision 054).
//
// Each line is taxed at its own rate (decision 066): the tax of some units is, rate by rate,
// their taxable value at that rate, never more than the order's tax at that rate.

/**
 * The order's discount spread over its lines in proportion to their amounts, the paise left by
 * rounding down going to the largest remainders: the shares add up to the discount exactly.
 */
export function shareDiscount(amounts: readonly number[], discountInPaise: number): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total === 0 || discountInPaise === 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (amount * discountInPaise) / total);
  const shares = exact.map(Math.floor);
  let left = discountInPaise - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** An order's figures as recorded: its lines in their order, money in paise. */
export interface RefundableOrder {
  /** `taxRateBp`: the line's GST rate as recorded (decision 066); none: the spec's 8%. */
  lines: readonly { priceInPaise: number; quantity: number; taxRateBp?: number }[];
  discountInPaise: number;
  taxInPaise: number;
  amountPaidInPaise: number;
}

export interface RefundLine {
  /** The line's position in the order. */
  index: number;
  quantity: number;
  /** Price × quantity. */
  amountInPaise: number;
  /** Their share of the order's discount. */
  discountInPaise: number;
  /** Amount less discount: what the tax was charged on. */
  taxableInPaise: number;
  /** The line's GST rate in basis points (decision 066). */
  taxRateBp: number;
}

export interface RefundFigures {
  /** The lines with units in this refund, in the order's order. */
  lines: RefundLine[];
  subtotalInPaise: number;
  discountInPaise: number;
  taxableInPaise: number;
  taxInPaise: number;
  /** The tax per rate (rates ascending), adding up to the taxable value and the tax. */
  taxByRate: RateTax[];
  /** Taxable value + tax. */
  totalInPaise: number;
  /** The paise the order's own round off leaves to this refund (non-zero only when it completes it). */
  roundOffInPaise: number;
  /** What is given back: total + round off. */
  amountInPaise: number;
}

/** `a × b / c` rounded half up, exactly (safe integers, c > 0). */
function mulDivHalfUp(a: number, b: number, c: number): number {
  return Math.floor((2 * a * b + c) / (2 * c));
}

interface Worth {
  lines: { amountInPaise: number; discountInPaise: number }[];
  /** Tax by rate (basis points). */
  taxes: Map<number, number>;
  taxInPaise: number;
  amountInPaise: number;
}

const rateOfLine = (line: RefundableOrder['lines'][number]) => line.taxRateBp ?? TAX_RATE_BP;

/**
 * What these units (per line) are worth of what was paid. Every figure grows with the units.
 * `orderTaxes`: the order's recorded tax per rate.
 */
function worthOf(
  order: RefundableOrder,
  units: readonly number[],
  shares: number[],
  orderTaxes: readonly RateTax[],
): Worth {
  const lines = order.lines.map((line, index) => {
    const count = units[index] ?? 0;
    return {
      amountInPaise: line.priceInPaise * count,
      discountInPaise: mulDivHalfUp(shares[index] ?? 0, count, line.quantity),
    };
  });
  const isWhole = order.lines.every((line, index) => (units[index] ?? 0) === line.quantity);
  if (isWhole) {
    const taxes = new Map(orderTaxes.map((rate) => [rate.rateBp, rate.taxInPaise]));
    return { lines, taxes, taxInPaise: order.taxInPaise, amountInPaise: order.amountPaidInPaise };
  }
  const taxes = new Map<number, number>();
  for (const { rateBp, taxInPaise: ofOrder } of orderTaxes) {
    const taxable = lines.reduce(
      (sum, line, index) =>
        order.lines[index] && rateOfLine(order.lines[index]) === rateBp
          ? sum + line.amountInPaise - line.discountInPaise
          : sum,
      0,
    );
    taxes.set(rateBp, Math.min(applyBasisPoints(taxable, rateBp), ofOrder));
  }
  const taxable = lines.reduce((sum, line) => sum + line.amountInPaise - line.discountInPaise, 0);
  const taxInPaise = [...taxes.values()].reduce((sum, tax) => sum + tax, 0);
  return {
    lines,
    taxes,
    taxInPaise,
    amountInPaise: Math.min(taxable + taxInPaise, order.amountPaidInPaise),
  };
}

/** The lines' taxable values per rate beside the tax of each rate, rates ascending. */
function ratesOf(lines: readonly RefundLine[], taxOf: (rateBp: number) => number): RateTax[] {
  const taxable = new Map<number, number>();
  for (const line of lines) {
    taxable.set(line.taxRateBp, (taxable.get(line.taxRateBp) ?? 0) + line.taxableInPaise);
  }
  return [...taxable]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, taxableInPaise]) => ({ rateBp, taxableInPaise, taxInPaise: taxOf(rateBp) }));
}

function checkUnits(order: RefundableOrder, units: readonly number[], what: string): void {
  if (units.length > order.lines.length) throw new RangeError(`${what}: more lines than the order`);
  units.forEach((count, index) => {
    const bought = order.lines[index]?.quantity ?? 0;
    if (!Number.isSafeInteger(count) || count < 0 || count > bought) {
      throw new RangeError(`${what}: line ${index} has ${count} of ${bought} units`);
    }
  });
}

/**
 * The refund of `returning` units (per line index) of `order`, after `returnedBefore` units were
 * refunded by earlier returns. Throws RangeError for units the order does not have.
 */
export function refundFigures(
  order: RefundableOrder,
  returnedBefore: readonly number[],
  returning: readonly number[],
): RefundFigures {
  const after = order.lines.map(
    (_, index) => (returnedBefore[index] ?? 0) + (returning[index] ?? 0),
  );
  checkUnits(order, returnedBefore, 'returned before');
  checkUnits(order, returning, 'returning');
  checkUnits(order, after, 'returned in all');
  const shares = shareDiscount(
    order.lines.map((line) => line.priceInPaise * line.quantity),
    order.discountInPaise,
  );
  const orderTaxes = recordedTaxByRate({
    lines: order.lines,
    discountInPaise: order.discountInPaise,
    taxInPaise: order.taxInPaise,
  });
  const before = worthOf(order, returnedBefore, shares, orderTaxes);
  const now = worthOf(order, after, shares, orderTaxes);
  const lines: RefundLine[] = [];
  now.lines.forEach((line, index) => {
    const quantity = returning[index] ?? 0;
    if (quantity === 0) return;
    const amountInPaise = line.amountInPaise - (before.lines[index]?.amountInPaise ?? 0);
    const discountInPaise = line.discountInPaise - (before.lines[index]?.discountInPaise ?? 0);
    lines.push({
      index,
      quantity,
      amountInPaise,
      discountInPaise,
      taxableInPaise: amountInPaise - discountInPaise,
      taxRateBp: order.lines[index] ? rateOfLine(order.lines[index]) : TAX_RATE_BP,
    });
  });
  const subtotalInPaise = lines.reduce((sum, line) => sum + line.amountInPaise, 0);
  const discountInPaise = lines.reduce((sum, line) => sum + line.discountInPaise, 0);
  const taxableInPaise = subtotalInPaise - discountInPaise;
  const taxInPaise = now.taxInPaise - before.taxInPaise;
  const amountInPaise = now.amountInPaise - before.amountInPaise;
  return {
    lines,
    subtotalInPaise,
    discountInPaise,
    taxableInPaise,
    taxInPaise,
    taxByRate: ratesOf(
      lines,
      (rateBp) => (now.taxes.get(rateBp) ?? 0) - (before.taxes.get(rateBp) ?? 0),
    ),
    totalInPaise: taxableInPaise + taxInPaise,
    roundOffInPaise: amountInPaise - taxableInPaise - taxInPaise,
    amountInPaise,
  };
}

/**
 * The same refund for less than it is worth (the owner keeps part of it back): the amount holds
 * its tax in the same proportion, and what is not refunded counts as discount, line by line in
 * proportion to their taxable values. More than the refund is worth is a RangeError.
 */
export function refundFiguresFor(figures: RefundFigures, amountInPaise: number): RefundFigures {
  if (!Number.isSafeInteger(amountInPaise) || amountInPaise < 0) {
    throw new RangeError(`A refund is non-negative integer paise: ${amountInPaise}`);
  }
  if (amountInPaise > figures.amountInPaise) {
    throw new RangeError(`${amountInPaise} is more than the refund's ${figures.amountInPaise}`);
  }
  if (amountInPaise === figures.amountInPaise) return figures;
  const taxInPaise = mulDivHalfUp(figures.taxInPaise, amountInPaise, figures.amountInPaise);
  const taxableInPaise = amountInPaise - taxInPaise;
  const taxables = shareDiscount(
    figures.lines.map((line) => line.taxableInPaise),
    taxableInPaise,
  );
  const lines = figures.lines.map((line, index) => {
    const taxable = taxables[index] ?? 0;
    return { ...line, discountInPaise: line.amountInPaise - taxable, taxableInPaise: taxable };
  });
  // The tax kept back shared over the rates as their taxes stood, so they add up to it exactly.
  const rateTaxes = shareDiscount(
    figures.taxByRate.map((rate) => rate.taxInPaise),
    taxInPaise,
  );
  const taxOf = new Map(figures.taxByRate.map((rate, index) => [rate.rateBp, rateTaxes[index]]));
  return {
    lines,
    subtotalInPaise: figures.subtotalInPaise,
    discountInPaise: figures.subtotalInPaise - taxableInPaise,
    taxableInPaise,
    taxInPaise,
    taxByRate: ratesOf(lines, (rateBp) => taxOf.get(rateBp) ?? 0),
    totalInPaise: amountInPaise,
    roundOffInPaise: 0,
    amountInPaise,
  };
}
