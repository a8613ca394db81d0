import { OUTBOX_MAIL_STATUSES, type OutboxMailStatus } from '@skins/shared';
import { useSearchParams } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { AdminListResults, describeListTotal } from '../components/admin-list-results.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { type StatusFilterOption, StatusFilterPills } from '../components/status-filter-pills.tsx';
import { useOutboxList } from './api/list-outbox.ts';
import { MAIL_STATUS_LABELS } from './mail-labels.tsx';
import { readOutboxListParams } from './outbox-list-params.ts';
import { OutboxTable } from './outbox-table.tsx';

const STATUS_FILTERS: readonly StatusFilterOption<OutboxMailStatus>[] = OUTBOX_MAIL_STATUSES.map(
  (status) => ({ status }),
);

/** /admin/outbox: every mail the shop wrote, newest first, by status; each opens a preview. */
export function OutboxListPage() {
  const [searchParams] = useSearchParams();
  const params = readOutboxListParams(searchParams);
  const mails = useOutboxList(params);
  const isFiltered = params.status !== undefined;

  return (
    <>
      <AdminPageHeader
        title="Mail outbox"
        description={
          mails.data &&
          describeListTotal(mails.data.total, { one: 'mail', many: 'mails' }, isFiltered)
        }
      />
      <div className="mb-4">
        <StatusFilterPills
          legend="Show mails by status"
          allLabel="All mails"
          options={STATUS_FILTERS}
          labels={MAIL_STATUS_LABELS}
          active={params.status}
        />
      </div>

      <AdminListResults
        list={mails}
        path={adminPaths.outbox()}
        loadingLabel="Loading mails"
        errorFallback="Could not load the outbox."
        paginationLabel="Outbox pages"
        isFiltered={isFiltered}
        noMatch={{
          title: 'No mails match',
          message: params.status && `No mail is “${MAIL_STATUS_LABELS[params.status]}”.`,
          showAllLabel: 'Show all mails',
        }}
        none={{
          title: 'No mails yet',
          children: 'Mails the shop writes, such as a new subscriber’s welcome mail, appear here.',
        }}
      >
        {(rows) => (
          <>
            <OutboxTable mails={rows} />
            {rows.some((mail) => mail.status === 'kept') && (
              <p className="text-neutral-600 text-sm">
                <span className="font-medium text-neutral-800">Kept</span> mails were written but
                not sent: no mail server is set up (SMTP_URL). They stay here to read.
              </p>
            )}
          </>
        )}
      </AdminListResults>
    </>
  );
}
