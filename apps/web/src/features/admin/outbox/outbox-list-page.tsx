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
 * /admin/outbox: every mail, WhatsApp message and SMS the shop wrote, newest first, by status,
 * and the dead letters (rows that gave up); each opens a preview.
 */
export function OutboxListPage() {
  const [searchParams] = useSearchParams();
  const params = readOutboxListParams(searchParams);
  const mails = useOutboxList(params);
  const isFiltered = params.status !== undefined;

  return (
    <>
      <AdminPageHeader
        title="Outbox"
        description={
          mails.data &&
          describeListTotal(mails.data.total, { one: 'message', many: 'messages' }, isFiltered)
        }
      />
      <div className="mb-4">
        <StatusFilterPills
          legend="Show messages by status"
          allLabel="All messages"
          options={STATUS_FILTERS}
          labels={OUTBOX_FILTER_LABELS}
          active={params.status}
        />
      </div>

      <AdminListResults
        list={mails}
        path={adminPaths.outbox()}
        loadingLabel="Loading the outbox"
        errorFallback="Could not load the outbox."
        paginationLabel="Outbox pages"
        isFiltered={isFiltered}
        noMatch={{
          title: 'No messages match',
          message: params.status && `No message is “${OUTBOX_FILTER_LABELS[params.status]}”.`,
          showAllLabel: 'Show all messages',
        }}
        none={{
          title: 'Nothing in the outbox yet',
          children:
            'Mails the shop writes, such as a new subscriber’s welcome mail, appear here, with any WhatsApp messages and SMS about orders.',
        }}
      >
        {(rows) => (
          <>
            <OutboxTable mails={rows} />
            {rows.some((mail) => mail.status === 'failed' && mail.nextAttemptAt === null) && (
              <p className="text-neutral-600 text-sm">
                <span className="font-medium text-neutral-800">Gave up</span>: not tried again,
                after {MAIL_MAX_SEND_ATTEMPTS} failed sends or when the provider answered that it
                cannot deliver it (a number WhatsApp cannot reach). Open it to send it once more.
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
