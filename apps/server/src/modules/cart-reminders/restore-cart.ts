import {
  basisPointsToFraction,
  CART_REMINDER_LINK_EXPIRED,
  paiseToRupees,
  type RestoredCart,
} from '@skins/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { imageOf, priceCartLines } from './cart-lines.ts';
import { cartReminders } from './cart-reminders.tables.ts';
import { readRestoreToken } from './restore-token.ts';

/**
 * GET /cart-reminders/{token}: the reminded cart's lines at today's prices (rupees, as the
 * storefront's cart keeps them), and the lines it cannot put back named. The first call records
 * that the link was followed (`restored_at`), which an order within
 * CART_REMINDER_RECOVERY_DAYS of the mail needs to count as recovered. An expired or tampered
 * token, or a draft already deleted, is 404.
 */
export async function restoreCart(
  db: Db,
  secret: string,
  token: string,
  now = new Date(),
): Promise<RestoredCart> {
  const draftId = readRestoreToken(secret, token, now);
  if (!draftId) throw notFound(CART_REMINDER_LINK_EXPIRED);
  const [draft] = await db
    .update(cartReminders)
    .set({ restoredAt: sql`coalesce(${cartReminders.restoredAt}, now())` })
    .where(and(eq(cartReminders.id, draftId), isNotNull(cartReminders.mailId)))
    .returning({ items: cartReminders.items });
  if (!draft) throw notFound(CART_REMINDER_LINK_EXPIRED);
  const { lines, dropped } = await priceCartLines(db, draft.items);
  return {
    lines: lines.map(({ line, product }) => ({
      productId: product.id,
      name: product.name,
      slug: product.slug,
      image: imageOf(product),
      price: paiseToRupees(product.priceInPaise),
      gstRate: basisPointsToFraction(product.gstRateBp),
      selectedBrand: line.selectedBrand,
      selectedModel: line.selectedModel,
      quantity: line.quantity,
    })),
    dropped: dropped.map((line) => ({ name: line.name, selectedModel: line.selectedModel })),
  };
}
