import type { Subscriber, SubscriberList, SubscriberListQuery } from '@skins/shared';
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, subscribers } from '../../db/schema.ts';
import { notFound } from '../../plugins/app-error.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = {
  id: subscribers.id,
  email: subscribers.email,
  subscribed: subscribers.subscribed,
  subscribedAt: subscribers.subscribedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
  createdAt: subscribers.createdAt,
  couponCode: campaigns.code,
};

interface SubscriberView {
  id: string;
  email: string;
  subscribed: boolean;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
  createdAt: Date;
  couponCode: string;
}

function toSubscriber(row: SubscriberView): Subscriber {
  return {
    _id: row.id,
    email: row.email,
    status: row.subscribed ? 'subscribed' : 'unsubscribed',
    couponCode: row.couponCode,
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
      .innerJoin(campaigns, eq(campaigns.id, subscribers.welcomeCampaignId))
      .where(where)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(subscribers).where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  return { data: rows.map(toSubscriber), page, limit, total, totalPages: Math.ceil(total / limit) };
}

async function findSubscriber(db: Db, id: string): Promise<SubscriberView | undefined> {
  const [row] = await db
    .select(columns)
    .from(subscribers)
    .innerJoin(campaigns, eq(campaigns.id, subscribers.welcomeCampaignId))
    .where(eq(subscribers.id, id));
  return row;
}

/**
 * Takes a subscriber off the list (the admin's side of the mail's unsubscribe link). Already
 * unsubscribed: unchanged, and `changed` says so. Their welcome coupon stays theirs.
 */
export async function unsubscribeById(
  db: Db,
  id: string,
): Promise<{ subscriber: Subscriber; changed: boolean }> {
  if (!UUID_PATTERN.test(id)) throw notFound('Subscriber not found');
  const updated = await db
    .update(subscribers)
    .set({ subscribed: false, unsubscribedAt: new Date() })
    .where(and(eq(subscribers.id, id), eq(subscribers.subscribed, true)))
    .returning({ id: subscribers.id });
  const row = await findSubscriber(db, id);
  if (!row) throw notFound('Subscriber not found');
  return { subscriber: toSubscriber(row), changed: updated.length > 0 };
}
