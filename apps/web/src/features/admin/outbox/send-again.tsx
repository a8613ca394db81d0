import type { OutboxMail } from '@skins/shared';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { adminButton } from '../components/admin-button.ts';
import { errorMessageOf } from '../components/error-message.ts';
import { useSendMailAgain } from './api/send-mail-again.ts';
import { CHANNEL_CARRIERS, CHANNEL_NOUNS } from './message-channel.tsx';

/** '8 times', 'once': a count of failed sends in a sentence. */
function timesInWords(count: number): string {
  return count === 1 ? 'once' : `${count} times`;
}

/**
 * A mail or message that gave up (failed, no next try) can be sent once more, now: the dead
 * letter's way out once its cause is mended. Other rows show nothing; the sweep tries failed ones.
 * The server decides whether it may (409 with its reason otherwise).
 */
export function SendAgain({ mail }: { mail: OutboxMail }) {
  const send = useSendMailAgain(mail._id);
  const hasGivenUp = mail.status === 'failed' && mail.nextAttemptAt === null;
  const outcome = send.data;
  const noun = CHANNEL_NOUNS[mail.channel];
  const carrier = CHANNEL_CARRIERS[mail.channel];

  if (!hasGivenUp && !outcome && !send.isError) return null;
  return (
    <section
      aria-label="Send again"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div aria-live="polite" className="text-sm">
        {send.isError ? (
          <p role="alert" className="text-red-800">
            {errorMessageOf(send.error, `Could not send the ${noun}.`)}
          </p>
        ) : outcome?.status === 'sent' ? (
          <p className="text-emerald-800">Sent again: {carrier} took it.</p>
        ) : outcome ? (
          <p className="text-red-800">The send failed again. The last error above says why.</p>
        ) : (
          <p className="text-neutral-700">
            This {noun} failed {timesInWords(mail.attempts)} and is not tried again. Once{' '}
            {mail.channel === 'email'
              ? 'the mail server is working'
              : 'the cause in the last error above is put right'}
            , send it once more.
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
