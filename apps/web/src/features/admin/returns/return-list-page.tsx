import { RETURN_ANSWER_HOURS, RETURN_STATUSES, type ReturnStatus } from '@skins/shared';
import { useSearchParams } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import {
  AdminListResults,
  describeListTotal,
  quoteTerms,
} from '../components/admin-list-results.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { type StatusFilterOption, StatusFilterPills } from '../components/status-filter-pills.tsx';
import { useReturnList } from './api/list-returns.ts';
import { readReturnListParams } from './return-list-params.ts';
import { ADMIN_RETURN_STATUS_LABELS } from './return-status.tsx';
import { ReturnsTable } from './returns-table.tsx';

// Requested waits on the shop's answer, Received on its refund.
const STATUS_FILTERS: readonly StatusFilterOption<ReturnStatus>[] = RETURN_STATUSES.map(
  (status) => ({ status, needsAction: status === 'Requested' || status === 'Received' }),
);

/** /admin/returns: the queue, open returns first and the longest waiting first. */
export function ReturnListPage() {
  const [searchParams] = useSearchParams();
  const params = readReturnListParams(searchParams);
  const returns = useReturnList(params);
  const isFiltered = params.status !== undefined;

  return (
    <>
      <AdminPageHeader
        title="Returns"
        description={
          returns.data &&
          `${describeListTotal(returns.data.total, { one: 'return', many: 'returns' }, isFiltered)}. The shop promises an answer within ${RETURN_ANSWER_HOURS} hours of a request.`
        }
      />
      <div className="mb-4">
        <StatusFilterPills
          legend="Show returns by status"
          allLabel="All"
          options={STATUS_FILTERS}
          labels={ADMIN_RETURN_STATUS_LABELS}
          active={params.status}
        />
      </div>

      <AdminListResults
        list={returns}
        path={adminPaths.returns()}
        loadingLabel="Loading returns"
        errorFallback="Could not load the returns."
        paginationLabel="Return pages"
        isFiltered={isFiltered}
        noMatch={{
          title: 'No returns match',
          message: `No return is ${quoteTerms([params.status && ADMIN_RETURN_STATUS_LABELS[params.status]])}.`,
          showAllLabel: 'Show all returns',
        }}
        none={{
          title: 'No returns yet',
          children:
            'Shoppers report a problem or ask for a return from their order page; their requests wait here.',
        }}
      >
        {(rows) => <ReturnsTable returns={rows} />}
      </AdminListResults>
    </>
  );
}
