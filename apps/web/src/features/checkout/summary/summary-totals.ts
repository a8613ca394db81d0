import { type CheckoutTotals, priceCheckout, rupeesToPaise } from '@skins/shared';
import type { AppliedCoupon } from '../promo/applied-coupon.ts';

/** One line of the order: a cart line or the single buy-now product. Prices are rupees. */
export interface OrderSummaryLine {
  productId: string;
  name: string;
  /** Rupees per unit, as shown to the shopper; the server prices the order again. */
  price: number;
  quantity: number;
  brand: string;
  model: string;
  /** The first product image. */
  image?: string;
}

/** Spec §9 checkout figures, by the shared pricing the server also uses (integer paise). */
export function summaryTotals(
  lines: readonly Pick<OrderSummaryLine, 'price' | 'quantity'>[],
  coupon: Pick<AppliedCoupon, 'discount'> | null,
): CheckoutTotals {
  return priceCheckout(
    lines.map((line) => ({ priceInPaise: rupeesToPaise(line.price), quantity: line.quantity })),
    coupon?.discount ?? 0,
  );
}
