import { createHash } from 'node:crypto';
import {
  basisPointsToFraction,
  isOrderTooLarge,
  ORDER_TOO_LARGE_MESSAGE,
  type OrderDetails,
  type PriceChangedDetails,
  paiseToRupees,
  priceCheckout,
  rupeesToPaise,
  TAX_RATE_BP,
} from '@skins/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findSellableProducts } from '../catalog/index.ts';
import type { AppliedCouponRow, CheckoutLineRow, CheckoutSnapshotRow } from './checkouts.tables.ts';

const PRICE_CHANGED_MESSAGE =
  'Prices have changed since these items were added. Please review your order and its new total.';
const PRODUCTS_UNAVAILABLE_MESSAGE =
  'Some items in your cart are no longer available. Please remove them and try again.';

export interface PricedCheckout {
  snapshot: CheckoutSnapshotRow;
  /** What the gateway charges: the total rounded half up to whole rupees, in paise. */
  amountInPaise: number;
  /** Same cart, buyer, shipping and coupon ⇒ same fingerprint: its unpaid gateway order is reused. */
  fingerprint: string;
}

/**
 * The server prices the order (API.md § Payments): every product's current price and the coupon
 * as reserved, each line at its category's GST rate (decision 066), through the shared pricing
 * code in integer paise. The client's figures are only compared: a different `amount` or line
 * `price` (a changed rate changes the amount) is 409 PRICE_CHANGED with the server's figures.
 */
export async function priceOrderDetails(
  db: Db | Tx,
  details: Pick<OrderDetails, 'user' | 'products' | 'shippingInfo'>,
  coupon: AppliedCouponRow | null,
  clientAmountInRupees: number,
): Promise<PricedCheckout> {
  const byIdOrSlug = await findSellableProducts(
    db,
    details.products.map((line) => line.product),
  );
  const lines: CheckoutLineRow[] = [];
  const unavailable = new Set<string>();
  for (const line of details.products) {
    const product = byIdOrSlug.get(line.product);
    if (!product) {
      unavailable.add(line.product);
      continue;
    }
    lines.push({
      productId: product.id,
      name: product.name,
      image: product.images[0] ?? product.thumbnail,
      priceInPaise: product.priceInPaise,
      quantity: line.quantity,
      brand: line.extraInfo.brand,
      model: line.extraInfo.model,
      hsnCode: product.hsnCode,
      gstRateBp: product.gstRateBp,
    });
  }
  if (unavailable.size > 0) {
    throw new AppError(409, 'CONFLICT', PRODUCTS_UNAVAILABLE_MESSAGE, {
      products: [...unavailable],
    });
  }
  const totals = priceCheckout(
    lines.map((line) => ({ ...line, taxRateBp: line.gstRateBp })),
    coupon ? basisPointsToFraction(coupon.discountBp) : 0,
  );
  if (isOrderTooLarge(totals)) {
    throw new AppError(400, 'VALIDATION_FAILED', ORDER_TOO_LARGE_MESSAGE, {
      fields: { products: ORDER_TOO_LARGE_MESSAGE },
    });
  }

  const isLinePriceStale = details.products.some(
    (line, index) => rupeesToPaise(line.price) !== lines[index]?.priceInPaise,
  );
  if (isLinePriceStale || clientAmountInRupees !== totals.gatewayAmountInRupees) {
    const figures: PriceChangedDetails = {
      subtotal: paiseToRupees(totals.subtotalInPaise),
      discount: paiseToRupees(totals.discountInPaise),
      tax: paiseToRupees(totals.taxInPaise),
      total: paiseToRupees(totals.totalInPaise),
      amount: totals.gatewayAmountInRupees,
      lines: details.products.map((line, index) => ({
        product: line.product,
        price: paiseToRupees(lines[index]?.priceInPaise ?? 0),
        gstRate: basisPointsToFraction(lines[index]?.gstRateBp ?? TAX_RATE_BP),
      })),
    };
    throw new AppError(409, 'PRICE_CHANGED', PRICE_CHANGED_MESSAGE, figures);
  }

  const snapshot: CheckoutSnapshotRow = {
    user: { ...details.user, email: details.user.email.toLowerCase() },
    shipping: details.shippingInfo,
    lines,
    totals: {
      subtotalInPaise: totals.subtotalInPaise,
      discountInPaise: totals.discountInPaise,
      taxInPaise: totals.taxInPaise,
      totalInPaise: totals.totalInPaise,
    },
    coupon,
  };
  const amountInPaise = totals.gatewayAmountInPaise;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ snapshot, amountInPaise }))
    .digest('hex');
  return { snapshot, amountInPaise, fingerprint };
}
