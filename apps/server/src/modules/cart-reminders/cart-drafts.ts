import type { CartReminderInput } from '@skins/shared';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findSellableProducts } from '../catalog/index.ts';
import { type CartReminderLine, cartReminders } from './cart-reminders.tables.ts';

// The shipping step's "Email me a reminder about this cart" (API.md § Cart reminders): ticked,
// the draft is kept (PUT); unticked, withdrawn (DELETE). Nothing is kept without the tick.

const MINUTE_MS = 60_000;

export const NOTHING_TO_REMIND =
  'None of these products is on sale any more, so there is no cart to remind you of.';

/**
 * Keeps (or updates) the draft of one checkout visit, due `delayMinutes` from `now`. Lines whose
 * product is not on sale are left out, as the checkout would refuse them; none left is a 400.
 * A later save moves the time and brings back a withdrawn draft; a draft the sweep has dealt
 * with (mailed or skipped) is left as it is, so it is never mailed twice.
 */
export async function saveCartReminder(
  db: Db,
  pipelineId: string,
  input: CartReminderInput,
  { delayMinutes, now = new Date() }: { delayMinutes: number; now?: Date },
): Promise<void> {
  const products = await findSellableProducts(
    db,
    input.items.map((item) => item.productId),
  );
  const items: CartReminderLine[] = input.items.flatMap((item) => {
    const product = products.get(item.productId);
    return product ? [{ ...item, productId: product.id, name: product.name }] : [];
  });
  if (items.length === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', NOTHING_TO_REMIND, {
      fields: { items: NOTHING_TO_REMIND },
    });
  }
  const valueInPaise = items.reduce(
    (sum, item) => sum + (products.get(item.productId)?.priceInPaise ?? 0) * item.quantity,
    0,
  );
  const draft = {
    email: input.email.toLowerCase(),
    firstName: input.firstName,
    items,
    valueInPaise,
    remindAt: new Date(now.getTime() + delayMinutes * MINUTE_MS),
    updatedAt: now,
  };
  await db
    .insert(cartReminders)
    .values({ pipelineId, ...draft })
    .onConflictDoUpdate({
      target: cartReminders.pipelineId,
      set: { ...draft, withdrawnAt: null },
      where: isNull(cartReminders.remindedAt),
    });
}

/** The box unticked: no mail for this visit's draft (if there is one; none is fine too). */
export async function withdrawCartReminder(db: Db, pipelineId: string, now = new Date()) {
  await db
    .update(cartReminders)
    .set({ withdrawnAt: now, updatedAt: now })
    .where(eq(cartReminders.pipelineId, pipelineId));
}
