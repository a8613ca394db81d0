import type { Subscriber, SubscriberList, SubscriberListQuery } from '@skins/shared';
import { isUuid } from '@skins/shared';
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { findCampaignCodes } from '../campaigns/index.ts';
import { subscribers } from '../newsletter/newsletter.tables.ts';

const columns = {
  id: subscribers.id,
  email: subscribers.email,
  subscribed: subscribers.subscribed,
  subscribedAt: subscribers.subscribedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
  createdAt: subscribers.createdAt,
  welcomeCampaignId: subscribers.welcomeCampaignId,
};

interface SubscriberFields {
  id: string;
  email: string;
  subscribed: boolean;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
  createdAt: Date;
  welcomeCampaignId: string;
}

/** The API's view of these rows, each with its welcome code (campaigns': one query for all). */
async function withCouponCodes(db: Db, rows: readonly SubscriberFields[]): Promise<Subscriber[]> {
  const codes = await findCampaignCodes(
    db,
    rows.map((row) => row.welcomeCampaignId),
  );
  return rows.map((row) => {
    const couponCode = codes.get(row.welcomeCampaignId);
    // The welcome coupon is a foreign key: it exists while the subscriber does.
    if (couponCode === undefined) throw new Error(`Subscriber ${row.id} has no welcome coupon`);
    return toSubscriber(row, couponCode);
  });
}

function toSubscriber(row: SubscriberFields, couponCode: string): Subscriber {
  return {
    _id: row.id,
    email: row.email,
    status: row.subscribed ? 'subscribed' : 'unsubscribed',
    couponCode,
    subscribedAt: row.subscribedAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `LIKE` pattern for "contains", with the pattern's own wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Admin list: newest sign-up first; emails are stored lower-case, so search is any case. */
export async function listSubscribers(
  db: Db,
  { page, limit, status, search }: SubscriberListQuery,
): Promise<SubscriberList> {
  const where = and(
    status ? eq(subscribers.subscribed, status === 'subscribed') : undefined,
    search ? like(subscribers.email, containing(search.toLowerCase())) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(subscribers)
      .where(where)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(subscribers).where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  return {
    data: await withCouponCodes(db, rows),
    page,
    limit,
    total,
    totalPages: Math.ceil(total / limit),
  };
}

async function findSubscriber(db: Db, id: string): Promise<Subscriber | undefined> {
  const rows = await db.select(columns).from(subscribers).where(eq(subscribers.id, id));
  const [subscriber] = await withCouponCodes(db, rows);
  return subscriber;
}

/**
 * Takes a subscriber off the list (the admin's side of the mail's unsubscribe link). Already
 * unsubscribed: unchanged, and `changed` says so. Their welcome coupon stays theirs.
 */
export async function unsubscribeById(
  db: Db,
  id: string,
): Promise<{ subscriber: Subscriber; changed: boolean }> {
  if (!isUuid(id)) throw notFound('Subscriber not found');
  const updated = await db
    .update(subscribers)
    .set({ subscribed: false, unsubscribedAt: new Date() })
    .where(and(eq(subscribers.id, id), eq(subscribers.subscribed, true)))
    .returning({ id: subscribers.id });
  const subscriber = await findSubscriber(db, id);
  if (!subscriber) throw notFound('Subscriber not found');
  return { subscriber, changed: updated.length > 0 };
}
