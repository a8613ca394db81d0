import {
  isPayOnDelivery,
  MESSAGES,
  type Order,
  payOnDeliveryMessage,
  rupeesToPaise,
} from '@skins/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useShopPath } from '#features/catalog/index.ts';
import { isApiError } from '#lib/api-client.ts';
import { paths } from '#lib/paths.ts';
import { NoIndex } from '#ui/no-index.tsx';
import { QueryError } from '#ui/query-error.tsx';
import { PageSpinner } from '#ui/spinner.tsx';
import { primaryButtonClass, StatusPage } from '#ui/status-page.tsx';
import { confirmationOrderQueryOptions } from '../api/get-order.ts';
import { orderKeys } from '../api/order-keys.ts';
import { OrderDocuments } from '../order-documents.tsx';
import { formatOrderDateTime, OrderStatusBadge } from '../order-status.tsx';
import { ShipmentDetails } from '../shipment-details.tsx';
import { CancelRequest } from './cancel-request.tsx';
import { OrderItems, OrderShipping, OrderTotals } from './order-receipt.tsx';
import { OrderReturnsSection } from './order-returns-section.tsx';

interface OrderConfirmationPageProps {
  /** From the path, /order-confirmation/{orderId}. */
  orderId: string | null;
  /** From sessionStorage (the tab that paid) or the mail's ?token=. */
  token: string | null;
}

/** Spec §2 order confirmation: the order by its id and token, or by the token alone. */
export function OrderConfirmationPage({ orderId, token }: OrderConfirmationPageProps) {
  if (!orderId && !token) {
    return (
      <>
        <NoIndex />
        <StatusPage
          documentTitle={MESSAGES.confirmation.missingId}
          heading={MESSAGES.confirmation.missingId}
          role="alert"
          actions={
            <a href={paths.trackOrder()} className={primaryButtonClass}>
              Track an order
            </a>
          }
        >
          The link to your order is incomplete. Open it again from your confirmation email.
        </StatusPage>
      </>
    );
  }
  return <LoadedConfirmation orderId={orderId} token={token} />;
}

function LoadedConfirmation({ orderId, token }: OrderConfirmationPageProps) {
  const query = useQuery({ ...confirmationOrderQueryOptions(orderId, token), retryOnMount: false });
  const shopPath = useShopPath();

  if (query.isPending) return <PageSpinner label="Loading your order" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <>
          <NoIndex />
          <StatusPage
            documentTitle={MESSAGES.confirmation.notFound}
            heading={MESSAGES.confirmation.notFound}
            role="alert"
            actions={
              <a href={shopPath} className={primaryButtonClass}>
                Continue Shopping
              </a>
            }
          >
            This order link has expired or is not valid here. The link in your confirmation email
            always opens your order.
          </StatusPage>
        </>
      );
    }
    return (
      <>
        <NoIndex />
        <title>{`${MESSAGES.confirmation.loadFailed} — Skins`}</title>
        <div className="mx-auto max-w-xl px-4 py-24">
          <QueryError
            message={MESSAGES.confirmation.loadFailed}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        </div>
      </>
    );
  }
  return <Confirmation order={query.data} token={token} />;
}

/** The line under the heading: what has happened to the order so far, in its own words. */
function whereTheOrderIs(order: Order): string {
  switch (order.status) {
    case 'Placed':
    case 'Processing':
      return `A confirmation email is on its way to ${order.user.email}.`;
    case 'Shipped':
      return 'It has shipped: the courier and the AWB number are below.';
    case 'Delivered':
      return 'It has been delivered. We hope you love it.';
    case 'CancelRequested':
      return 'You asked to cancel it: the shop is looking at your request.';
    case 'Cancelled':
      return 'It has been cancelled.';
  }
}

function Confirmation({ order, token }: { order: Order; token: string | null }) {
  const queryClient = useQueryClient();
  const shopPath = useShopPath();
  return (
    <>
      <NoIndex />
      <title>{`Order #${order.number} — Skins`}</title>
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-24 sm:px-6 lg:px-8">
        <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="font-semibold text-accent text-sm tracking-widest">
              ORDER #{order.number}
            </p>
            <h1 className="mt-2 font-semibold text-3xl text-neutral-900 tracking-tight sm:text-4xl">
              Thank you, {order.user.firstName}!
            </h1>
            <p className="mt-2 text-neutral-600">
              Placed on{' '}
              <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time>.{' '}
              {whereTheOrderIs(order)}
            </p>
            {isPayOnDelivery(order) && (
              <p className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 font-medium text-amber-900 ring-1 ring-amber-200">
                {payOnDeliveryMessage(rupeesToPaise(order.total))}
              </p>
            )}
          </div>
          <OrderStatusBadge status={order.status} />
        </header>

        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-12 lg:gap-8">
          <div className="space-y-6 lg:col-span-7">
            {order.shipment && order.status !== 'Cancelled' && (
              <ShipmentDetails shipment={order.shipment} status={order.status} />
            )}
            <OrderItems order={order} />
            {token && <OrderReturnsSection order={order} token={token} />}
            <OrderShipping order={order} />
          </div>
          <div className="space-y-6 lg:col-span-5">
            <OrderTotals order={order} />
            <section
              aria-label="Manage this order"
              className="space-y-3 rounded-3xl bg-white p-5 ring-1 ring-neutral-900/5 sm:p-6"
            >
              <p className="text-neutral-600 text-sm">
                Order ID{' '}
                <span className="break-all font-mono text-neutral-900 text-xs">{order._id}</span>
              </p>
              <a
                href={paths.trackOrder(order._id, token ?? undefined)}
                className="flex h-12 items-center justify-center rounded-full bg-charcoal-900 font-semibold text-sm text-white transition hover:bg-charcoal-700"
              >
                Track this order
              </a>
              <p className="text-neutral-600 text-xs">
                You can also track it at any time with the order number #{order.number} and{' '}
                {order.user.email}.
              </p>
              <a
                href={shopPath}
                className="flex h-12 items-center justify-center rounded-full font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 transition hover:bg-neutral-100"
              >
                Continue Shopping
              </a>
              {token && <OrderDocuments order={order} token={token} />}
              {token && (
                <CancelRequest
                  order={order}
                  token={token}
                  onAnswer={(answer) => keepCacheInStep(queryClient, order._id, token, answer)}
                />
              )}
            </section>
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * After a cancellation request: the order the server answered (now CancelRequested) in every
 * cache entry that holds it; after a refusal (it has moved on), the status it has now.
 */
function keepCacheInStep(
  queryClient: QueryClient,
  orderId: string,
  token: string,
  answer: { order: Order } | { isRefused: true },
): void {
  if ('order' in answer) {
    queryClient.setQueryData(orderKeys.detail(answer.order._id), answer.order);
    queryClient.setQueryData(orderKeys.byToken(token), answer.order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.tracking(answer.order._id) });
    return;
  }
  void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
  void queryClient.invalidateQueries({ queryKey: orderKeys.byToken(token) });
}
