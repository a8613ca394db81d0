import { type Dashboard, type DashboardFigures, formatInr, rupeesToPaise } from '@skins/shared';
import { Link } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { AnalyticsPanel } from '../analytics/analytics-panel.tsx';
import { useIsOwner } from '../auth/api/admin-session.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { formatAdminDate, formatAdminDateTime } from '../components/format.ts';
import { useDashboard } from './api/get-dashboard.ts';
import { CartRemindersCard } from './cart-reminders-card.tsx';

const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5';

export function DashboardView() {
  const dashboard = useDashboard();
  // The owner's landing page opens on the analytics (decision 064); staff's on their to-do list.
  const isOwner = useIsOwner();

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={
          dashboard.data ? `Updated ${formatAdminDateTime(dashboard.data.generatedAt)}` : undefined
        }
      />
      {isOwner && (
        <div className="mb-10">
          <AnalyticsPanel />
        </div>
      )}
      {isOwner && <h2 className="mb-4 font-semibold text-lg text-neutral-900">Today’s work</h2>}
      {dashboard.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner label="Loading the dashboard" />
        </div>
      ) : dashboard.isError ? (
        <QueryError
          message={errorMessageOf(dashboard.error, 'Failed to fetch the dashboard')}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isRefetching}
        />
      ) : (
        <DashboardPanels dashboard={dashboard.data} />
      )}
    </>
  );
}

function DashboardPanels({ dashboard }: { dashboard: Dashboard }) {
  const { needsAction } = dashboard;
  return (
    <div className="space-y-6">
      <section aria-label="Sales" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCards label="Today" figures={dashboard.today} />
        <FigureCards label="Last 30 days" figures={dashboard.last30Days} />
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="needs-action" className={`${CARD} lg:col-span-2`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="needs-action" className="font-semibold text-neutral-900">
              Orders needing action
            </h2>
            <p className="text-neutral-600 text-sm">
              <Link
                to={`${adminPaths.orders()}?status=Placed`}
                className="hover:text-neutral-900 hover:underline"
              >
                {needsAction.placed} placed
              </Link>
              {' · '}
              <Link
                to={`${adminPaths.orders()}?status=CancelRequested`}
                className="hover:text-neutral-900 hover:underline"
              >
                {needsAction.cancelRequested}{' '}
                {needsAction.cancelRequested === 1 ? 'cancel request' : 'cancel requests'}
              </Link>
            </p>
          </div>
          {needsAction.orders.length === 0 ? (
            <p className="mt-6 text-neutral-600 text-sm">
              Nothing waiting. Every order is on its way.
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-neutral-100">
              {needsAction.orders.map((order) => (
                <li key={order._id}>
                  <Link
                    to={adminPaths.order(order._id)}
                    className="-mx-2 flex items-center justify-between gap-4 rounded-lg px-2 py-3 hover:bg-neutral-50"
                  >
                    <span className="min-w-0">
                      <span className="font-medium text-neutral-900">#{order.number}</span>
                      <span className="ml-2 text-neutral-600 text-sm">
                        {order.shippingInfo.firstName} {order.shippingInfo.lastName}
                      </span>
                      <span className="block text-neutral-500 text-xs">
                        {formatAdminDateTime(order.createdAt)}
                      </span>
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-1">
                      <span className="font-medium text-neutral-900 text-sm">
                        {formatInr(rupeesToPaise(order.total))}
                      </span>
                      <span
                        className={`rounded-full px-2 py-0.5 font-medium text-xs ${
                          order.status === 'CancelRequested'
                            ? 'bg-red-50 text-red-800'
                            : 'bg-amber-50 text-amber-800'
                        }`}
                      >
                        {order.status === 'CancelRequested' ? 'Cancel requested' : 'Placed'}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="space-y-6">
          <ReviewsWaiting count={dashboard.pendingReviews} />
          <CartRemindersCard figures={dashboard.cartReminders} className={CARD} />
          <section aria-labelledby="recent-subscribers" className={CARD}>
            <h2 id="recent-subscribers" className="font-semibold text-neutral-900">
              Recent subscribers
            </h2>
            {dashboard.recentSubscribers.length === 0 ? (
              <p className="mt-6 text-neutral-600 text-sm">No sign-ups yet.</p>
            ) : (
              <ul className="mt-4 space-y-3">
                {dashboard.recentSubscribers.map((subscriber) => (
                  <li key={subscriber._id} className="min-w-0">
                    <p className="truncate text-neutral-900 text-sm" title={subscriber.email}>
                      {subscriber.email}
                    </p>
                    <p className="text-neutral-500 text-xs">
                      {formatAdminDate(subscriber.subscribedAt)}
                      {subscriber.status === 'unsubscribed' && ' · unsubscribed'}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to={adminPaths.subscribers()}
              className="mt-5 inline-block text-accent text-sm hover:underline"
            >
              All subscribers
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}

/** Reviews held for the owner (REVIEWS_MODERATION=manual), whatever their rating. */
function ReviewsWaiting({ count }: { count: number }) {
  return (
    <section aria-labelledby="reviews-waiting" className={CARD}>
      <div className="flex items-center justify-between gap-4">
        <h2 id="reviews-waiting" className="font-semibold text-neutral-900">
          Reviews waiting
        </h2>
        {count > 0 && <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-500" />}
      </div>
      <p className="mt-2 font-semibold text-2xl text-neutral-900 tabular-nums 2xl:text-3xl">
        {count.toLocaleString('en-IN')}
      </p>
      <p className="mt-1 text-neutral-600 text-sm">
        {count === 0
          ? 'Every review has been published or hidden.'
          : `${count === 1 ? 'A buyer’s review waits' : 'Buyers’ reviews wait'} for you to publish or hide ${count === 1 ? 'it' : 'them'}.`}
      </p>
      <Link
        to={adminPaths.reviews()}
        className="mt-4 inline-block text-accent text-sm hover:underline"
      >
        {count === 0 ? 'All reviews' : 'Moderate reviews'}
      </Link>
    </section>
  );
}

function FigureCards({ label, figures }: { label: string; figures: DashboardFigures }) {
  return (
    <>
      <div className={CARD}>
        <p className="text-neutral-600 text-sm">Orders · {label}</p>
        <p className="mt-2 font-semibold text-2xl text-neutral-900 tabular-nums 2xl:text-3xl">
          {figures.orders.toLocaleString('en-IN')}
        </p>
      </div>
      <div className={CARD}>
        <p className="text-neutral-600 text-sm">Revenue · {label}</p>
        <p className="mt-2 font-semibold text-2xl text-neutral-900 tabular-nums 2xl:text-3xl">
          {formatInr(rupeesToPaise(figures.revenue))}
        </p>
      </div>
    </>
  );
}
