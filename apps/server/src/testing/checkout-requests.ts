import { randomBytes } from 'node:crypto';
import {
  basisPointsToFraction,
  type CodOrderInput,
  type CreateOrderInput,
  paiseToRupees,
  priceCheckout,
} from '@skins/shared';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { CampaignRow } from '../modules/campaigns/campaigns.tables.ts';
import type { ProductRow } from '../modules/catalog/catalog.tables.ts';
import { ASHA_SHIPPING } from './shopper.ts';

export interface CheckoutLineSpec {
  /** A stored product, or one read back from the catalog API (`_id`, price in rupees). */
  product: Pick<ProductRow, 'id' | 'priceInPaise'>;
  quantity?: number;
  brand?: string;
  model?: string;
  /** The rate the browser taxes the line at (its product answer's), basis points; default 8%. */
  gstRateBp?: number;
}

export interface CheckoutRequestOptions {
  coupon?: CampaignRow | null;
  email?: string;
}

/** A fresh, valid buyer email, so coupon and first-order checks never meet another test's. */
export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.in`;
}

/**
 * The create-order body the storefront builds for these lines: figures computed with the shared
 * pricing code from the products' prices, as the browser does.
 */
export function checkoutRequest(
  lines: readonly CheckoutLineSpec[],
  { coupon = null, email = uniqueEmail() }: CheckoutRequestOptions = {},
): CreateOrderInput {
  const discount = coupon ? basisPointsToFraction(coupon.discountBp) : 0;
  const totals = priceCheckout(
    lines.map((line) => ({
      priceInPaise: line.product.priceInPaise,
      quantity: line.quantity ?? 1,
      ...(line.gstRateBp === undefined ? {} : { taxRateBp: line.gstRateBp }),
    })),
    discount,
  );
  const shipping = { ...ASHA_SHIPPING, lastName: 'Verma', email };
  return {
    amount: totals.gatewayAmountInRupees,
    currency: 'INR',
    orderDetails: {
      user: {
        firstName: shipping.firstName,
        lastName: shipping.lastName,
        email,
        phone: shipping.phone,
      },
      products: lines.map((line) => ({
        product: line.product.id,
        quantity: line.quantity ?? 1,
        price: paiseToRupees(line.product.priceInPaise),
        extraInfo: { brand: line.brand ?? 'Apple', model: line.model ?? 'iPhone 16 Pro' },
      })),
      shippingInfo: shipping,
      coupon: coupon ? { _id: coupon.id, code: coupon.code, discount } : null,
      subtotal: paiseToRupees(totals.subtotalInPaise),
      discount: paiseToRupees(totals.discountInPaise),
      tax: paiseToRupees(totals.taxInPaise),
      total: paiseToRupees(totals.totalInPaise),
      paymentMethod: 'Online',
      paymentStatus: 'Pending',
    },
  };
}

/** Rows in a table (optionally matching `where`), as a number on both engines. */
export async function countRows(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** Cash on delivery on, without the per-minute and per-phone limits many orders would meet. */
export const COD_TEST_ENV = {
  COD_ENABLED: 'true',
  RATE_LIMIT_COD_PER_MINUTE: '100000',
  RATE_LIMIT_COD_PER_PHONE_PER_HOUR: '100000',
};

/** A POST /api/payments/cod body: the create-order body as COD, with a fresh checkout id. */
export function codRequest(
  lines: readonly CheckoutLineSpec[],
  options: CheckoutRequestOptions = {},
): CodOrderInput & { checkoutId: string; orderDetails: { user: { email: string } } } {
  const body = checkoutRequest(lines, options);
  return {
    ...body,
    checkoutId: `checkout-${randomBytes(8).toString('hex')}`,
    orderDetails: { ...body.orderDetails, paymentMethod: 'COD' },
  };
}
