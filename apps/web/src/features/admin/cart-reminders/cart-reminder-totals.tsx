import {
  type AdminCartReminderList,
  CART_REMINDER_KEEP_DAYS,
  CART_REMINDER_RECOVERY_DAYS,
  formatInr,
} from '@skins/shared';

const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5';
const FIGURE = 'mt-2 font-semibold text-2xl text-neutral-900 tabular-nums 2xl:text-3xl';

/**
 * Reminders sent, orders recovered through their links and what those orders paid, over every
 * saved cart (not only the page shown): the carts kept, which are deleted after 30 days.
 */
export function CartReminderTotals({ totals }: { totals: AdminCartReminderList['totals'] }) {
  return (
    <section aria-labelledby="cart-reminder-totals" className="mb-6">
      <h2 id="cart-reminder-totals" className="sr-only">
        Totals
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className={CARD}>
          <dt className="text-neutral-600 text-sm">Reminders sent</dt>
          <dd className={FIGURE}>{totals.sent.toLocaleString('en-IN')}</dd>
        </div>
        <div className={CARD}>
          <dt className="text-neutral-600 text-sm">Orders recovered</dt>
          <dd className={FIGURE}>{totals.recovered.toLocaleString('en-IN')}</dd>
        </div>
        <div className={CARD}>
          <dt className="text-neutral-600 text-sm">Recovered revenue</dt>
          <dd className={FIGURE}>{formatInr(totals.recoveredInPaise)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-neutral-600 text-sm">
        Over every cart kept: a cart is deleted {CART_REMINDER_KEEP_DAYS} days after it is saved. An
        order counts as recovered when it is placed through the reminder’s link within{' '}
        {CART_REMINDER_RECOVERY_DAYS} days of the mail.
      </p>
    </section>
  );
}
