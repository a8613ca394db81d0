import { MAIL_MAX_SEND_ATTEMPTS, OUTBOX_LIST_FILTERS, type OutboxListFilter } from '@skins/shared';
import { useSearchParams } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { AdminListResults, describeListTotal } from '../components/admin-list-results.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { type StatusFilterOption, StatusFilterPills } from '../components/status-filter-pills.tsx';
import { useOutboxList } from './api/list-outbox.ts';
import { OUTBOX_FILTER_LABELS } from './mail-labels.tsx';
import { readOutboxListParams } from './outbox-list-params.ts';
import { OutboxTable } from './outbox-table.tsx';

// The mails that gave up wait on the admin: only "Send again" moves them.
const STATUS_FILTERS: readonly StatusFilterOption<OutboxListFilter>[] = OUTBOX_LIST_FILTERS.map(
  (status) => ({ status, needsAction: status === 'gave-up' }),
);

/**
 * /admin/outbox: every mail the shop wrote, newest first, by status, and the dead letters (mails
 * that gave up); each opens a preview.
 */
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
          labels={OUTBOX_FILTER_LABELS}
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
          message: params.status && `No mail is “${OUTBOX_FILTER_LABELS[params.status]}”.`,
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
            {rows.some((mail) => mail.status === 'failed' && mail.nextAttemptAt === null) && (
              <p className="text-neutral-600 text-sm">
                <span className="font-medium text-neutral-800">Gave up</span>: the mail failed{' '}
                {MAIL_MAX_SEND_ATTEMPTS} times and is not tried again. Open it to send it once more.
              </p>
            )}
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
