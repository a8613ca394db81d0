import {
  amountsByRate,
  applyBasisPoints,
  fractionToBasisPoints,
  type PricedLine,
  type RateTax,
  subtotalOf,
  taxedGroups,
  totalTaxOf,
  wholeRupeesOf,
} from './pricing.ts';

// Checkout pricing (spec §9) with per-line GST rates (decision 066): a module of its own, apart
// from the cart's (pricing.ts), so the storefront's browsing pages, which price the cart on
// first load, do not carry the discount's sharing (decision 032's budget).

/**
 * The discount shared over the groups in proportion to their amounts, exactly: each group gets
 * the whole paise of its share and the paise left go one each to the largest remainders (a tie:
 * the higher rate first). BigInt: amount × discount may pass 2^53 for large carts.
 */
function shareOverRates(groups: [number, number][], discountInPaise: number): number[] {
  const total = groups.reduce((sum, [, amount]) => sum + amount, 0);
  if (!Number.isSafeInteger(discountInPaise) || discountInPaise < 0 || discountInPaise > total) {
    throw new RangeError(`Discount must be whole paise within the subtotal: ${discountInPaise}`);
  }
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
  return exact.map((group) => group.share);
}

/**
 * Tax per rate (decision 066): the lines grouped by rate (ascending), the discount shared over
 * the groups (shareOverRates), each group's tax its amount less its discount at its rate,
 * rounded half up. With one rate this is the spec's `round(rate × (subtotal − discount))` to
 * the paisa. Without a discount (the cart) the sharing is not even loaded: the storefront's
 * browsing pages carry the cart, and their first-load budget is tight (decision 032).
 */
export function taxByRate(lines: readonly PricedLine[], discountInPaise = 0): RateTax[] {
  const groups = amountsByRate(lines);
  return taxedGroups(groups, shareOverRates(groups, discountInPaise));
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
