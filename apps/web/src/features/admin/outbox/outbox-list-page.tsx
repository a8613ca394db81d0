import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminPaths } from '../admin-paths.ts';
import { adminButton } from '../components/admin-button.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminEmptyState } from '../components/admin-table.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { useOutboxList } from './api/list-outbox.ts';
import { MAIL_STATUS_LABELS } from './mail-labels.tsx';
import { MailStatusFilter } from './mail-status-filter.tsx';
import { readOutboxListParams } from './outbox-list-params.ts';
import { OutboxTable } from './outbox-table.tsx';

/** /admin/outbox: every mail the shop wrote, newest first, by status; each opens a preview. */
export function OutboxListPage() {
  const [searchParams] = useSearchParams();
  const params = readOutboxListParams(searchParams);
  const mails = useOutboxList(params);

  const hrefOfPage = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const query = next.toString();
    return `${adminPaths.outbox()}${query ? `?${query}` : ''}`;
  };

  return (
    <>
      <AdminPageHeader
        title="Mail outbox"
        description={mails.data && describeTotal(mails.data.total, params.status !== undefined)}
      />
      <div className="mb-4">
        <MailStatusFilter active={params.status} />
      </div>

      {mails.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading mails" />
        </div>
      ) : mails.isError ? (
        <QueryError
          message={errorMessageOf(mails.error, 'Could not load the outbox.')}
          onRetry={() => void mails.refetch()}
          isRetrying={mails.isFetching}
        />
      ) : mails.data.data.length === 0 ? (
        <EmptyList
          total={mails.data.total}
          statusLabel={params.status && MAIL_STATUS_LABELS[params.status]}
          firstPageHref={hrefOfPage(1)}
        />
      ) : (
        <div
          className={`space-y-6 transition-opacity ${mails.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={mails.isPlaceholderData}
        >
          <OutboxTable mails={mails.data.data} />
          {mails.data.data.some((mail) => mail.status === 'kept') && (
            <p className="text-neutral-600 text-sm">
              <span className="font-medium text-neutral-800">Kept</span> mails were written but not
              sent: no mail server is set up (SMTP_URL). They stay here to read.
            </p>
          )}
          <Pagination
            page={mails.data.page}
            totalPages={mails.data.totalPages}
            hrefOf={hrefOfPage}
            label="Outbox pages"
          />
        </div>
      )}
    </>
  );
}

function describeTotal(total: number, isFiltered: boolean): string {
  const noun = total === 1 ? 'mail' : 'mails';
  return isFiltered ? `${total} matching ${noun}` : `${total} ${noun}`;
}

interface EmptyListProps {
  total: number;
  statusLabel: string | undefined;
  firstPageHref: string;
}

function EmptyList({ total, statusLabel, firstPageHref }: EmptyListProps) {
  // A page past the last (an old link): the rest are still there.
  if (total > 0) {
    return (
      <AdminEmptyState title="Nothing on this page">
        <Link to={firstPageHref} className={`${adminButton.secondary} mt-2`}>
          Go to the first page
        </Link>
      </AdminEmptyState>
    );
  }
  if (statusLabel) {
    return (
      <AdminEmptyState title="No mails match">
        <p>No mail is “{statusLabel}”.</p>
        <Link to={adminPaths.outbox()} className={`${adminButton.secondary} mt-4`}>
          Show all mails
        </Link>
      </AdminEmptyState>
    );
  }
  return (
    <AdminEmptyState title="No mails yet">
      Mails the shop writes, such as a new subscriber’s welcome mail, appear here.
    </AdminEmptyState>
  );
}
