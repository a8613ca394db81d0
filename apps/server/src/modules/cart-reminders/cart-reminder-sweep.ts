import { CART_REMINDER_KEEP_DAYS } from '@skins/shared';
import { and, asc, eq, gt, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { type RepeatingPass, startRepeatingPass } from '../../repeating-pass.ts';
import type { MailRow, MailService } from '../mail/index.ts';
import { hasOrderedSince } from '../orders/index.ts';
import { priceCartLines } from './cart-lines.ts';
import { cartReminderMail } from './cart-reminder-mail.ts';
import {
  type CartReminderRow,
  type CartReminderSkip,
  cartReminders,
} from './cart-reminders.tables.ts';
import { createRestoreToken, restorePageUrl } from './restore-token.ts';
import { hasStoppedCartReminders, stopUrl } from './stop-link.ts';

const DAY_MS = 86_400_000;
const SWEEP_INTERVAL_MS = 60_000;
/** Drafts dealt with per pass (a transaction each); the next minute takes the rest. */
const SWEEP_BATCH = 50;
/** Several drafts of one email within this window make one mail. */
const MERGE_WINDOW_MS = DAY_MS;

export interface CartReminderDeps {
  mail: MailService;
  publicUrl: string;
  secret: string;
}

const isDue = (now: Date): SQL | undefined =>
  and(
    lte(cartReminders.remindAt, now),
    isNull(cartReminders.remindedAt),
    isNull(cartReminders.withdrawnAt),
  );

/**
 * Why this draft gets no mail, or null to send it. A newer draft of the same email still
 * waiting (due or not) takes its place: the newest cart wins, and one mail goes for them all.
 */
async function skipReason(
  tx: Tx,
  draft: CartReminderRow,
  now: Date,
): Promise<CartReminderSkip | null> {
  if (await hasStoppedCartReminders(tx, draft.email)) return 'withdrawn';
  if (await hasOrderedSince(tx, draft.email, draft.createdAt)) return 'ordered';
  const [other] = await tx
    .select({ id: cartReminders.id })
    .from(cartReminders)
    .where(
      and(
        eq(cartReminders.email, draft.email),
        ne(cartReminders.id, draft.id),
        or(
          and(
            isNotNull(cartReminders.mailId),
            gt(cartReminders.remindedAt, new Date(now.getTime() - MERGE_WINDOW_MS)),
          ),
          and(
            isNull(cartReminders.remindedAt),
            isNull(cartReminders.withdrawnAt),
            or(
              gt(cartReminders.remindAt, draft.remindAt),
              and(eq(cartReminders.remindAt, draft.remindAt), gt(cartReminders.id, draft.id)),
            ),
          ),
        ),
      ),
    )
    .limit(1);
  if (other) return 'merged';
  return null;
}

/**
 * Deals with one due draft in the caller's transaction: records why it is skipped, or queues its
 * one mail and records it. Drafts of one email are dealt with one at a time (an advisory lock on
 * the email), so two instances never both send for it. Answers the mail to send after commit.
 */
async function remindOne(
  tx: Tx,
  deps: CartReminderDeps,
  draftId: string,
  email: string,
  now: Date,
): Promise<MailRow | null> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`cart-reminder:${email}`}, 0))`,
  );
  const [draft] = await tx
    .select()
    .from(cartReminders)
    .where(and(eq(cartReminders.id, draftId), isDue(now)))
    .for('update');
  if (!draft) return null;
  const record = (set: Partial<CartReminderRow>) =>
    tx
      .update(cartReminders)
      .set({ remindedAt: now, updatedAt: now, ...set })
      .where(eq(cartReminders.id, draft.id));

  const reason = await skipReason(tx, draft, now);
  const { lines } = reason ? { lines: [] } : await priceCartLines(tx, draft.items);
  if (reason || lines.length === 0) {
    await record({ skipped: reason ?? 'unavailable' });
    return null;
  }
  const { publicUrl, secret } = deps;
  const mail = await deps.mail.queueIn(
    tx,
    cartReminderMail({
      to: draft.email,
      firstName: draft.firstName,
      lines,
      restoreUrl: restorePageUrl(publicUrl, createRestoreToken(secret, draft.id, now)),
      stopUrl: stopUrl(publicUrl, secret, draft.email),
      publicUrl,
    }),
  );
  await record({ mailId: mail.id });
  return mail;
}

/**
 * One pass of the sweep as of `now`: deletes drafts CART_REMINDER_KEEP_DAYS after they were made,
 * then deals with each due draft in a transaction of its own, oldest due first. Answers how many
 * mails it queued.
 */
export async function sweepCartReminders(
  db: Db,
  deps: CartReminderDeps,
  now = new Date(),
): Promise<number> {
  await db
    .delete(cartReminders)
    .where(lt(cartReminders.createdAt, new Date(now.getTime() - CART_REMINDER_KEEP_DAYS * DAY_MS)));
  const due = await db
    .select({ id: cartReminders.id, email: cartReminders.email })
    .from(cartReminders)
    .where(isDue(now))
    .orderBy(asc(cartReminders.remindAt), asc(cartReminders.id))
    .limit(SWEEP_BATCH);
  let queued = 0;
  for (const { id, email } of due) {
    const mail = await db.transaction((tx) => remindOne(tx, deps, id, email, now));
    if (mail) {
      deps.mail.sendQueued([mail]);
      queued += 1;
    }
  }
  return queued;
}

/**
 * The sweep on one instance: every minute (so CART_REMINDER_DELAY_MINUTES=0 sends within a
 * minute), and also at a draft's due time when a save on this instance makes one due sooner
 * than the next minute (`wakeAt`), so a short delay is kept to the second. On every instance:
 * the per-email lock and the re-read of each draft decide which instance deals with it.
 */
export class CartReminderSweep {
  private passes: RepeatingPass | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly deps: CartReminderDeps,
  ) {}

  /** Starts the minute's timer; `app.close()` stops it and waits for a pass in progress. */
  start(): void {
    this.passes = startRepeatingPass(this.app, {
      name: 'cart reminder sweep',
      intervalMs: SWEEP_INTERVAL_MS,
      pass: () => sweepCartReminders(this.app.db, this.deps),
    });
  }

  /** A draft is due at `at`: a pass then, unless the minute's pass comes first anyway. */
  wakeAt(at: Date): void {
    this.passes?.runAt(at);
  }
}
