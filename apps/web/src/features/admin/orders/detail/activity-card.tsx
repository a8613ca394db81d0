import type { OrderActivity } from '@skins/shared';
import type { ReactNode } from 'react';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { useOrderActivity } from '../api/get-order-activity.ts';
import { DetailCard } from './detail-card.tsx';

/**
 * A card of the order page drawn from its activity (history, messages): loading and failure shown
 * the same way in each; the activity is fetched once for all of them.
 */
export function ActivityCard({
  title,
  orderId,
  children,
}: {
  title: string;
  orderId: string;
  children: (activity: OrderActivity) => ReactNode;
}) {
  const activity = useOrderActivity(orderId);
  const what = title.toLowerCase();
  return (
    <DetailCard title={title}>
      {activity.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={`Loading the ${what}`} />
        </div>
      ) : activity.isError ? (
        <QueryError
          className="mt-4 py-6"
          message={errorMessageOf(activity.error, `Could not load the ${what}.`)}
          onRetry={() => void activity.refetch()}
          isRetrying={activity.isFetching}
        />
      ) : (
        children(activity.data)
      )}
    </DetailCard>
  );
}
