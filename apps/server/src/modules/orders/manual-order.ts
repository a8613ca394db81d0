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
import type { OrderMailer } from './order-mailer.ts';
import { takeOrderStock } from './order-stock.ts';
import { deriveOrderToken, hashOrderToken } from './order-token.ts';

const MANUAL_PAYMENT_METHOD = 'Manual';

function fits(product: SellableProduct, brand: string, model: string): boolean {
  return product.compatibility.some((c) => c.brand === brand && c.models.includes(model));
}

/**
 * Admin: an order taken by phone or in person. The server prices it from the products' current
 * prices and their categories' GST rates (decision 066) with the shared checkout pricing; it waits for its payment (`Manual` / `Pending`, nothing
 * paid yet). Answers the order and its token (the shopper's link, also sent by mail).
 */
export async function createManualOrder(
  db: Db,
  input: ManualOrderInput,
  secret: string,
  settings: Pick<OrderMailer, 'mail' | 'publicUrl' | 'ordersEmail' | 'stock'>,
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
    lines.map((line) => ({
      priceInPaise: line.product.priceInPaise,
      quantity: line.quantity,
      taxRateBp: line.product.gstRateBp,
    })),
  );
  if (isOrderTooLarge(totals)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
      fields: { products: ORDER_TOO_LARGE_MESSAGE },
    });
  }
  // Derived like a paid checkout's, so every later mail can carry the order's link.
  const id = randomUUID();
  const token = deriveOrderToken(secret, id);
  // The goods are promised now, as for cash on delivery: too few units is 409 OUT_OF_STOCK.
  const { order, stock } = await db.transaction(async (tx) => {
    const stock = await takeOrderStock(
      tx,
      settings,
      lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
      'refuse',
    );
    const order = await insertOrder(tx, {
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
      lines: lines.map((line, index) => ({
        productId: line.product.id,
        name: line.product.name,
        image: line.product.images[0] ?? line.product.thumbnail,
        priceInPaise: line.product.priceInPaise,
        quantity: line.quantity,
        brand: line.brand,
        model: line.model,
        hsnCode: line.product.hsnCode,
        gstRateBp: line.product.gstRateBp,
        stockTaken: stock.takenByLine[index] ?? 0,
      })),
    });
    return { order, stock };
  });
  if (stock.isSoldOutChanged) settings.stock?.soldOutChanged();
  settings.mail.sendQueued(stock.mails);
  return { order, token };
}
