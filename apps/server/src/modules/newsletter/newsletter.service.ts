import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { createWelcomeCampaign, findCampaignCodes } from '../campaigns/index.ts';
import type { MailService } from '../mail/index.ts';
import { welcomeMail } from '../mail/index.ts';
import { subscribers } from './newsletter.tables.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';

export interface NewsletterDeps {
  db: Db;
  mail: MailService;
  secret: string;
  publicUrl: string;
}

export type SubscribeOutcome =
  | { status: 'subscribed'; couponCode: string }
  /** Was unsubscribed and signed up again: same subscriber, same welcome code. */
  | { status: 'resubscribed'; couponCode: string }
  | { status: 'exists'; couponCode: string };

async function findSubscriber(db: Db, email: string) {
  const [row] = await db
    .select({
      id: subscribers.id,
      subscribed: subscribers.subscribed,
      welcomeCampaignId: subscribers.welcomeCampaignId,
    })
    .from(subscribers)
    .where(eq(subscribers.email, email));
  if (!row) return undefined;
  const couponCode = (await findCampaignCodes(db, [row.welcomeCampaignId])).get(
    row.welcomeCampaignId,
  );
  // The welcome coupon is a foreign key: it exists while the subscriber does.
  if (couponCode === undefined) throw new Error(`Subscriber ${row.id} has no welcome coupon`);
  return { id: row.id, subscribed: row.subscribed, couponCode };
}

async function sendWelcomeMail(deps: NewsletterDeps, email: string, couponCode: string) {
  // Appended, not resolved: a PUBLIC_URL with a path (https://example.in/shop) keeps it.
  const unsubscribe = new URL(`${deps.publicUrl}/unsubscribe`);
  unsubscribe.searchParams.set('email', email);
  unsubscribe.searchParams.set('token', createUnsubscribeToken(deps.secret, email));
  await deps.mail.queue(
    welcomeMail({
      to: email,
      couponCode,
      shopUrl: `${deps.publicUrl}/`,
      unsubscribeUrl: unsubscribe.toString(),
    }),
  );
}

/**
 * Signs an email (already trimmed and lower-cased) up for the newsletter: a new subscriber gets
 * a welcome coupon of their own and the welcome mail, in one transaction with the coupon.
 */
export async function subscribe(deps: NewsletterDeps, email: string): Promise<SubscribeOutcome> {
  const { db } = deps;
  const existing = await findSubscriber(db, email);
  if (existing?.subscribed) return { status: 'exists', couponCode: existing.couponCode };
  if (existing) {
    await db
      .update(subscribers)
      .set({ subscribed: true, subscribedAt: new Date(), unsubscribedAt: null })
      .where(eq(subscribers.id, existing.id));
    await sendWelcomeMail(deps, email, existing.couponCode);
    return { status: 'resubscribed', couponCode: existing.couponCode };
  }

  let couponCode: string;
  try {
    couponCode = await db.transaction(async (tx) => {
      const coupon = await createWelcomeCampaign(tx, email);
      await tx.insert(subscribers).values({ email, welcomeCampaignId: coupon.id });
      return coupon.code;
    });
  } catch (error) {
    // The same address signed up at the same moment elsewhere: that sign-up won.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findSubscriber(db, email);
    if (!winner) throw error;
    return { status: 'exists', couponCode: winner.couponCode };
  }
  await sendWelcomeMail(deps, email, couponCode);
  return { status: 'subscribed', couponCode };
}

/** Sends the welcome mail again to a current subscriber; says nothing about who is one. */
export async function resendWelcome(deps: NewsletterDeps, email: string): Promise<void> {
  const subscriber = await findSubscriber(deps.db, email);
  if (subscriber?.subscribed) await sendWelcomeMail(deps, email, subscriber.couponCode);
}

/** Unsubscribes or subscribes again; null when the address never signed up. */
export async function setSubscribed(
  db: Db,
  email: string,
  subscribed: boolean,
): Promise<boolean | null> {
  const now = new Date();
  const [row] = await db
    .update(subscribers)
    .set(
      subscribed
        ? { subscribed: true, subscribedAt: now, unsubscribedAt: null }
        : { subscribed: false, unsubscribedAt: now },
    )
    .where(eq(subscribers.email, email))
    .returning({ subscribed: subscribers.subscribed });
  return row ? row.subscribed : null;
}
