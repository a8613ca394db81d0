import {
  type AppliedCoupon,
  type CheckoutTotals,
  priceCheckout,
  rupeesToPaise,
  TAX_RATE_BP,
} from '@skins/shared';

/** One line being bought: a cart line, or the single buy-now product. */
export interface CheckoutLine {
  productId: string;
  name: string;
  /** Rupees per unit, as the shopper saw it; the server prices the order again. */
  price: number;
  quantity: number;
  brand: string;
  model: string;
  /** The first product image. */
  image?: string;
  /** The category's GST rate as a fraction (decision 066); absent: the spec's 8%. */
  gstRate?: number | undefined;
}

/** Checkout pricing (spec §9) with the shared code the server also uses: same figures, no drift. */
export function priceLines(
  lines: readonly Pick<CheckoutLine, 'price' | 'quantity' | 'gstRate'>[],
  coupon: Pick<AppliedCoupon, 'discount'> | null,
): CheckoutTotals {
  return priceCheckout(
    lines.map((line) => ({
      priceInPaise: rupeesToPaise(line.price),
      quantity: line.quantity,
      taxRateBp: line.gstRate === undefined ? TAX_RATE_BP : Math.round(line.gstRate * 10_000),
    })),
    coupon?.discount ?? 0,
  );
}
