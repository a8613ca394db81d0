import { randomUUID } from 'node:crypto';
import {
  isOrderTooLarge,
  type ManualOrderInput,
  ORDER_TOO_LARGE_MESSAGE,
  type Order,
  priceCheckout,
} from '@skins/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findSellableProducts, type SellableProduct } from '../catalog/index.ts';
import { insertOrder } from './insert-order.ts';
import { deriveOrderToken, hashOrderToken } from './order-token.ts';

const MANUAL_PAYMENT_METHOD = 'Manual';

function fits(product: SellableProduct, brand: string, model: string): boolean {
  return product.compatibility.some((c) => c.brand === brand && c.models.includes(model));
}

/**
 * Admin: an order taken by phone or in person. The server prices it from the products' current
 * prices with the shared checkout pricing; it waits for its payment (`Manual` / `Pending`, nothing
 * paid yet). Answers the order and its token (the shopper's link, also sent by mail).
 */
export async function createManualOrder(
  db: Db,
  input: ManualOrderInput,
  secret: string,
): Promise<{ order: Order; token: string }> {
  const byIdOrSlug = await findSellableProducts(
    db,
    input.products.map((line) => line.product),
  );
  const fields: Record<string, string> = {};
  const lines = input.products.flatMap((line, index) => {
    const product = byIdOrSlug.get(line.product);
    if (!product) {
      fields[`products.${index}.product`] = 'No product in the shop has this id or slug.';
      return [];
    }
    const { brand, model } = line.extraInfo;
    if (!fits(product, brand, model)) {
      fields[`products.${index}.extraInfo`] =
        `${product.name} is not made for this brand and model.`;
      return [];
    }
    return [{ product, quantity: line.quantity, brand, model }];
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', { fields });
  }

  const totals = priceCheckout(
    lines.map((line) => ({ priceInPaise: line.product.priceInPaise, quantity: line.quantity })),
  );
  if (isOrderTooLarge(totals)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
      fields: { products: ORDER_TOO_LARGE_MESSAGE },
    });
  }
  // Derived like a paid checkout's, so every later mail can carry the order's link.
  const id = randomUUID();
  const token = deriveOrderToken(secret, id);
  const order = await db.transaction((tx) =>
    insertOrder(tx, {
      id,
      tokenHash: hashOrderToken(token),
      paymentMethod: MANUAL_PAYMENT_METHOD,
      paymentStatus: 'Pending',
      customer: {
        email: input.user.email.toLowerCase(),
        firstName: input.user.firstName,
        lastName: input.user.lastName,
        phone: input.user.phone,
      },
      shipping: input.shippingInfo,
      totals,
      amountPaidInPaise: 0,
      lines: lines.map((line) => ({
        productId: line.product.id,
        name: line.product.name,
        image: line.product.images[0] ?? line.product.thumbnail,
        priceInPaise: line.product.priceInPaise,
        quantity: line.quantity,
        brand: line.brand,
        model: line.model,
        hsnCode: line.product.hsnCode,
      })),
    }),
  );
  return { order, token };
}
