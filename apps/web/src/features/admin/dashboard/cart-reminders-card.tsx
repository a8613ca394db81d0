import { type Dashboard, formatInr } from '@skins/shared';
import { Link } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';

/**
 * Cart reminders over the last 30 days (issue [16]): mails sent, orders placed through their
 * links, and what those orders paid; the list has every cart.
 */
export function CartRemindersCard({
  figures,
  className,
}: {
  figures: Dashboard['cartReminders'];
  className: string;
}) {
  return (
    <section aria-labelledby="cart-reminders-30-days" className={className}>
      <h2 id="cart-reminders-30-days" className="font-semibold text-neutral-900">
        Cart reminders (30 days)
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
        <div>
          <dt className="text-neutral-600 text-sm">Reminders sent</dt>
          <dd className="font-semibold text-neutral-900 text-xl tabular-nums">
            {figures.sent.toLocaleString('en-IN')}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600 text-sm">Orders recovered</dt>
          <dd className="font-semibold text-neutral-900 text-xl tabular-nums">
            {figures.recovered.toLocaleString('en-IN')}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-neutral-600 text-sm">Recovered revenue</dt>
          <dd className="font-semibold text-neutral-900 text-xl tabular-nums">
            {formatInr(figures.recoveredInPaise)}
          </dd>
        </div>
      </dl>
      <Link
        to={adminPaths.cartReminders()}
        className="mt-4 inline-block text-accent text-sm hover:underline"
      >
        All cart reminders
      </Link>
    </section>
  );
}
