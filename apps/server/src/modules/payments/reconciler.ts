import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CheckoutRow, checkouts } from './checkouts.tables.ts';
import { sweepUnopenedCheckouts } from './create-order.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { settlePayment } from './settle-payment.ts';

const MINUTE_MS = 60_000;
/** A checkout younger than this is still in the shopper's hands (Checkout, then verify). */
const RECONCILE_AFTER_MS = 5 * MINUTE_MS;
/** After this long nobody is paying any more; the checkout is left alone. */
const RECONCILE_GIVE_UP_MS = 3 * 24 * 60 * MINUTE_MS;
const RECONCILE_INTERVAL_MS = MINUTE_MS;
const BATCH_SIZE = 50;

export interface ReconcileReport {
  checked: number;
  recorded: number;
  failed: number;
  /** Checkouts whose create-order never finished, removed (create-order.ts). */
  swept: number;
}

/**
 * One pass of the reconciler (API.md § Payments): asks the gateway about pending checkouts older
 * than a few minutes and records those that were paid, so a closed tab with a lost webhook still
 * becomes an order. Each checkout is asked about again after a pause as long as its age, at
 * least 5 minutes (5, 10, 20, 40 min…, about a dozen times before giving up after 3 days); the
 * pause is kept in `updated_at`, claimed by a conditional UPDATE so instances never ask twice.
 * First it sweeps checkouts whose create-order stopped before the gateway order was made.
 */
export async function reconcilePendingCheckouts(
  deps: PaymentsDeps,
  now = new Date(),
): Promise<ReconcileReport> {
  const { db, log } = deps;
  const isDue = and(
    eq(checkouts.status, 'pending'),
    isNotNull(checkouts.razorpayOrderId),
    lte(checkouts.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
    gt(checkouts.createdAt, new Date(now.getTime() - RECONCILE_GIVE_UP_MS)),
    sql`${checkouts.updatedAt} <= ${now.toISOString()}::timestamptz - greatest(interval '5 minutes', ${checkouts.updatedAt} - ${checkouts.createdAt})`,
  );
  const due = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(isDue)
    .orderBy(asc(checkouts.updatedAt))
    .limit(BATCH_SIZE);

  const swept = await sweepUnopenedCheckouts(db, now, RECONCILE_AFTER_MS);
  const report: ReconcileReport = { checked: 0, recorded: 0, failed: 0, swept };
  for (const checkout of due) {
    const [claimed] = await db
      .update(checkouts)
      .set({ updatedAt: now })
      .where(and(eq(checkouts.id, checkout.id), isDue))
      .returning();
    if (!claimed) continue;
    report.checked++;
    try {
      if (await reconcileOne(deps, claimed)) report.recorded++;
    } catch (error) {
      report.failed++;
      log.error({ err: error, checkoutId: checkout.id }, 'reconciling a pending checkout failed');
    }
  }
  if (report.recorded > 0 || report.failed > 0 || swept > 0) {
    log.info(report, 'payment reconciler pass');
  }
  return report;
}

async function reconcileOne(deps: PaymentsDeps, checkout: CheckoutRow): Promise<boolean> {
  if (!checkout.razorpayOrderId) return false;
  const payments = await deps.gateway.listOrderPayments(checkout.razorpayOrderId);
  // Captured first; an authorized payment is captured by settlePayment.
  const paid =
    payments.find((payment) => payment.status === 'captured') ??
    payments.find((payment) => payment.status === 'authorized');
  if (!paid) return false;
  const settlement = await settlePayment(deps, checkout, paid);
  if (settlement.status === 'recorded' && settlement.isNew) {
    deps.log.info(
      { orderId: settlement.orderId, checkoutId: checkout.id },
      'reconciler recorded a paid checkout whose browser and webhook never arrived',
    );
  }
  return settlement.status === 'recorded';
}

/**
 * Runs the reconciler every minute while the app is up; the timer does not keep the process
 * alive, and closing the app stops it and waits for a pass in progress.
 */
export function startPaymentReconciler(
  app: FastifyInstance,
  deps: PaymentsDeps,
  intervalMs = RECONCILE_INTERVAL_MS,
): void {
  let running: Promise<unknown> = Promise.resolve();
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    running = reconcilePendingCheckouts(deps)
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'payment reconciler pass failed');
      })
      .finally(() => {
        isRunning = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
