import { eq, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { startRepeatingPass } from '../../repeating-pass.ts';
import type { MailRow, MailService } from '../mail/index.ts';
import { deliveredOrdersToAsk, reviewableLinesOf } from '../orders/index.ts';
import { optOutUrl } from './opt-out-token.ts';
import { hasOptedOut } from './review-opt-outs.ts';
import { reviewRequestMail } from './review-request-mail.ts';
import { createReviewToken, reviewPageUrl } from './review-token.ts';
import { reviewRequests } from './reviews.tables.ts';

const DAY_MS = 86_400_000;
const SWEEP_INTERVAL_MS = 60_000;
/** Orders asked per transaction-per-order pass; the next minute takes the rest. */
const SWEEP_BATCH = 50;

export interface ReviewRequestDeps {
  mail: MailService;
  publicUrl: string;
  secret: string;
}

/**
 * Queues the order's review request in the caller's transaction, once per order: the insert
 * into `review_requests` decides (a second caller, on any instance, inserts nothing and queues
 * nothing). Null when the order cannot be reviewed (not delivered, refunded, no product left),
 * was already asked, or its buyer opted out of review requests: then the order's row is written
 * all the same, so the sweep does not take it up again every minute. Send the row with
 * `mail.sendQueued` once the transaction has committed.
 */
export async function queueReviewRequest(
  tx: Tx,
  deps: ReviewRequestDeps,
  orderId: string,
): Promise<MailRow | null> {
  const lines = await reviewableLinesOf(tx, orderId);
  const [first] = lines;
  if (!first) return null;
  const claimed = await tx
    .insert(reviewRequests)
    .values({ orderId })
    .onConflictDoNothing()
    .returning({ orderId: reviewRequests.orderId });
  if (claimed.length === 0) return null;
  const { email } = first;
  if (await hasOptedOut(tx, email)) return null;
  const links = lines.map((line) => ({
    line,
    url: reviewPageUrl(deps.publicUrl, createReviewToken(deps.secret, line.orderItemId)),
  }));
  return deps.mail.queueIn(
    tx,
    reviewRequestMail(links, optOutUrl(deps.publicUrl, deps.secret, email)),
  );
}

/**
 * One pass of the sweep: every order delivered at least `delayDays` ago and not yet asked gets
 * its request, each in a transaction of its own. Answers how many were queued.
 */
export async function sweepReviewRequests(
  db: Db,
  deps: ReviewRequestDeps,
  delayDays: number,
  now = new Date(),
): Promise<number> {
  const orderIds = await deliveredOrdersToAsk(db, {
    deliveredBefore: new Date(now.getTime() - delayDays * DAY_MS),
    limit: SWEEP_BATCH,
    unless: (id) =>
      notExists(db.select().from(reviewRequests).where(eq(reviewRequests.orderId, id))),
  });
  let queued = 0;
  for (const orderId of orderIds) {
    const mail = await db.transaction((tx) => queueReviewRequest(tx, deps, orderId));
    if (mail) {
      deps.mail.sendQueued([mail]);
      queued += 1;
    }
  }
  return queued;
}

/**
 * Every minute, on every instance: the sweep's insert decides which instance queues an order's
 * request, so two never send it twice. With a delay of 0 days the delivering change queues it
 * itself (`reviewRequestOnDelivery`); the sweep still runs for orders delivered before.
 */
export function startReviewRequestSweep(
  app: FastifyInstance,
  deps: ReviewRequestDeps & { delayDays: number },
): void {
  startRepeatingPass(app, {
    name: 'review request sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    pass: () => sweepReviewRequests(app.db, deps, deps.delayDays),
  });
}

/** With `REVIEW_REQUEST_DELAY_DAYS=0`: the request in the delivering change's own transaction. */
export function reviewRequestOnDelivery(
  deps: ReviewRequestDeps,
): (tx: Tx, orderId: string) => Promise<MailRow | null> {
  return (tx, orderId) => queueReviewRequest(tx, deps, orderId);
}
