import type { OutboxMail } from '@skins/shared';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { adminButton } from '../components/admin-button.ts';
import { errorMessageOf } from '../components/error-message.ts';
import { useSendMailAgain } from './api/send-mail-again.ts';

/**
 * A mail that gave up (failed, no next try) can be sent once more, now: the dead letter's way
 * out once the mail server is mended. Other mails show nothing; the sweep tries failed ones.
 */
export function SendAgain({ mail }: { mail: OutboxMail }) {
  const send = useSendMailAgain(mail._id);
  const hasGivenUp = mail.status === 'failed' && mail.nextAttemptAt === null;
  const outcome = send.data;

  if (!hasGivenUp && !outcome && !send.isError) return null;
  return (
    <section
      aria-label="Send again"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div aria-live="polite" className="text-sm">
        {send.isError ? (
          <p role="alert" className="text-red-800">
            {errorMessageOf(send.error, 'Could not send the mail.')}
          </p>
        ) : outcome?.status === 'sent' ? (
          <p className="text-emerald-800">Sent again: the mail server took it.</p>
        ) : outcome ? (
          <p className="text-red-800">The send failed again. The last error above says why.</p>
        ) : (
          <p className="text-neutral-700">
            This mail failed {mail.attempts} times and is not tried again. Once the mail server is
            working, send it once more.
          </p>
        )}
      </div>
      {hasGivenUp && (
        <button
          type="button"
          disabled={send.isPending}
          onClick={() => send.mutate()}
          className={`${adminButton.primary} shrink-0`}
        >
          {send.isPending && <ButtonSpinner />}
          Send again
        </button>
      )}
    </section>
  );
}
