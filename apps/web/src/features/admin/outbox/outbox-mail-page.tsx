import { adminPaths } from '#lib/admin-paths.ts';
import { isApiError } from '#lib/api-client.ts';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminEmptyState } from '../components/admin-table.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { useOutboxMail } from './api/get-outbox-mail.ts';
import { MailHeaders } from './mail-headers.tsx';
import { MailPreview } from './mail-preview.tsx';
import { SendAgain } from './send-again.tsx';

const back = { to: adminPaths.outbox(), label: 'Mail outbox' };

/** /admin/outbox/:mailId: one mail's headers and a preview of what the recipient got. */
export function OutboxMailPage({ mailId }: { mailId: string }) {
  const mail = useOutboxMail(mailId);

  if (mail.isPending) {
    return (
      <>
        <AdminPageHeader title="Mail" back={back} />
        <div className="flex justify-center py-16">
          <Spinner label="Loading the mail" />
        </div>
      </>
    );
  }
  if (mail.isError) {
    return (
      <>
        <AdminPageHeader title="Mail" back={back} />
        {isApiError(mail.error) && mail.error.status === 404 ? (
          <AdminEmptyState title="This mail is not in the outbox">
            The link may be mistyped. Every mail the shop wrote is in the list.
          </AdminEmptyState>
        ) : (
          <QueryError
            message={errorMessageOf(mail.error, 'Could not load the mail.')}
            onRetry={() => void mail.refetch()}
            isRetrying={mail.isFetching}
          />
        )}
      </>
    );
  }

  return (
    <>
      <AdminPageHeader title={mail.data.subject} back={back} />
      <div className="space-y-6">
        <MailHeaders mail={mail.data} />
        <SendAgain mail={mail.data} />
        <MailPreview subject={mail.data.subject} html={mail.data.html} text={mail.data.text} />
      </div>
    </>
  );
}
