import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@skins/shared';
import { useSearchParams } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import {
  AdminListResults,
  describeListTotal,
  quoteTerms,
} from '../components/admin-list-results.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { DownloadFileButton } from '../components/download-file-button.tsx';
import { ListSearch } from '../components/list-search.tsx';
import { type StatusFilterOption, StatusFilterPills } from '../components/status-filter-pills.tsx';
import { useSubscriberList } from './api/list-subscribers.ts';
import { readSubscriberListParams } from './subscriber-list-params.ts';
import { SUBSCRIBER_STATUS_LABELS } from './subscriber-status.tsx';
import { SubscribersTable } from './subscribers-table.tsx';

const STATUS_FILTERS: readonly StatusFilterOption<SubscriberStatus>[] = SUBSCRIBER_STATUSES.map(
  (status) => ({ status }),
);

/** /admin/subscribers: the newsletter's list, newest first, by status and email; its CSV. */
export function SubscriberListPage() {
  const [searchParams] = useSearchParams();
  const params = readSubscriberListParams(searchParams);
  const subscribers = useSubscriberList(params);
  const isFiltered = params.status !== undefined || params.search !== undefined;
  const statusLabel = params.status && SUBSCRIBER_STATUS_LABELS[params.status];

  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        description={
          subscribers.data &&
          describeListTotal(
            subscribers.data.total,
            { one: 'subscriber', many: 'subscribers' },
            isFiltered,
          )
        }
        actions={
          <DownloadFileButton
            path="/subscribers/export"
            query={{ status: params.status, search: params.search }}
            fallbackFilename="subscribers.csv"
          />
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <StatusFilterPills
          legend="Show subscribers by status"
          allLabel="All"
          options={STATUS_FILTERS}
          labels={SUBSCRIBER_STATUS_LABELS}
          active={params.status}
        />
        <ListSearch label="Search subscribers by email" placeholder="Search by email" />
      </div>

      <AdminListResults
        list={subscribers}
        path={adminPaths.subscribers()}
        loadingLabel="Loading subscribers"
        errorFallback="Could not load the subscribers."
        paginationLabel="Subscriber pages"
        isFiltered={isFiltered}
        noMatch={{
          title: 'No subscribers match',
          message: `No subscriber matches ${quoteTerms([statusLabel, params.search])}.`,
          showAllLabel: 'Show all subscribers',
        }}
        none={{
          title: 'No subscribers yet',
          children:
            'Shoppers who sign up for the newsletter appear here, each with a welcome coupon.',
        }}
      >
        {(rows) => <SubscribersTable subscribers={rows} />}
      </AdminListResults>
    </>
  );
}
