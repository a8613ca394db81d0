import type { OutboxMail } from '@skins/shared';
import { adminPaths } from '#lib/admin-paths.ts';
import { isApiError } from '#lib/api-client.ts';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminEmptyState } from '../components/admin-table.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { useOutboxMail } from './api/get-outbox-mail.ts';
import { MailHeaders } from './mail-headers.tsx';
import { mailKindLabel } from './mail-labels.tsx';
import { MailPreview } from './mail-preview.tsx';
import { CHANNEL_LABELS } from './message-channel.tsx';
import { MessagePreview } from './message-preview.tsx';
import { SendAgain } from './send-again.tsx';

const back = { to: adminPaths.outbox(), label: 'Outbox' };

/** A mail is named by its subject; a WhatsApp message or SMS by its channel and event. */
function titleOf(mail: OutboxMail): string {
  return mail.channel === 'email'
    ? mail.subject
    : `${CHANNEL_LABELS[mail.channel]} · ${mailKindLabel(mail.kind)}`;
}

/**
 * /admin/outbox/:mailId: one mail's or message's headers and a preview of what the recipient
 * got.
 */
export function OutboxMailPage({ mailId }: { mailId: string }) {
  const mail = useOutboxMail(mailId);

  if (mail.isPending) {
    return (
      <>
        <AdminPageHeader title="Message" back={back} />
        <div className="flex justify-center py-16">
          <Spinner label="Loading the message" />
        </div>
      </>
    );
  }
  if (mail.isError) {
    return (
      <>
        <AdminPageHeader title="Message" back={back} />
        {isApiError(mail.error) && mail.error.status === 404 ? (
          <AdminEmptyState title="This message is not in the outbox">
            The link may be mistyped. Every mail and message the shop wrote is in the list.
          </AdminEmptyState>
        ) : (
          <QueryError
            message={errorMessageOf(mail.error, 'Could not load the message.')}
            onRetry={() => void mail.refetch()}
            isRetrying={mail.isFetching}
          />
        )}
      </>
    );
  }

  return (
    <>
      <AdminPageHeader title={titleOf(mail.data)} back={back} />
      <div className="space-y-6">
        <MailHeaders mail={mail.data} />
        <SendAgain mail={mail.data} />
        {mail.data.channel === 'email' ? (
          <MailPreview subject={mail.data.subject} html={mail.data.html} text={mail.data.text} />
        ) : (
          <MessagePreview channel={mail.data.channel} text={mail.data.text} />
        )}
      </div>
    </>
  );
}
