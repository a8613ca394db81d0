import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { OptOutText } from '../../http/opt-out-page.ts';
import { isOptOutSignature, signOptOut } from '../../http/opt-out-token.ts';
import { cartReminderOptOuts } from './cart-reminders.tables.ts';

// The reminder mail's own stop link (`/cart-reminders/stop?email=…&token=…`): it stops cart
// reminders to that email and nothing else. The newsletter keeps its own subscribers and
// unsubscribe link; neither touches the other.

const PURPOSE = 'cart-reminder-stop';
export const STOP_PATH = '/cart-reminders/stop';

/** The email as kept in `cart_reminder_opt_outs` and as signed: trimmed, lower-case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export function createStopToken(secret: string, email: string): string {
  return signOptOut(secret, PURPOSE, normalEmail(email));
}

export function isValidStopToken(secret: string, email: string, token: string): boolean {
  return isOptOutSignature(secret, PURPOSE, normalEmail(email), token);
}

export function stopUrl(publicUrl: string, secret: string, email: string): string {
  const query = new URLSearchParams({
    email: normalEmail(email),
    token: createStopToken(secret, email),
  });
  return `${publicUrl}${STOP_PATH}?${query}`;
}

/** Records the opt-out; a second one changes nothing (the first time is kept). */
export async function stopCartReminders(db: Db | Tx, email: string): Promise<void> {
  await db
    .insert(cartReminderOptOuts)
    .values({ email: normalEmail(email) })
    .onConflictDoNothing({ target: cartReminderOptOuts.email });
}

export async function hasStoppedCartReminders(db: Db | Tx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: cartReminderOptOuts.email })
    .from(cartReminderOptOuts)
    .where(eq(cartReminderOptOuts.email, normalEmail(email)));
  return row !== undefined;
}

export const STOP_TEXT = {
  confirmHeading: 'Stop cart reminders?',
  confirm: (email: string) =>
    `We will not email ${email} about a cart left at checkout again. Your orders, their mails and any newsletter you get stay as they are.`,
  button: 'Stop cart reminders',
  doneHeading: 'You will get no more cart reminders',
  done: (email: string) =>
    `We will not email ${email} about a cart left at checkout again. This does not unsubscribe you from our newsletter; its own mails have their own link.`,
  invalidHeading: 'This link is not valid',
  invalid:
    'It may be incomplete or changed. Open the link in the cart reminder again, or contact us and we will stop the reminders for you.',
  home: 'Back to the shop',
} as const satisfies OptOutText;
