import {
  formatInr,
  formatShopDateTime,
  REFUND_TIME_WORDING,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type Return,
  rupeesToPaise,
} from '@skins/shared';
import { paths } from '#lib/paths.ts';
import { ReturnStatusBadge } from '../return-status.tsx';
import { ReturnAnswerForm } from './return-answer-form.tsx';

interface ReturnCardProps {
  request: Return;
  /** The order's token: the answer box needs it; without it (read only) none is offered. */
  token: string | null;
  /**
   * The order's credit note link with the token (`…/credit-note.pdf?token=…`); this return's own
   * note is asked for with `&return={id}` (API.md: without it, the latest).
   */
  creditNoteHref: string | null;
  /** Where to answer the shop's question when this page cannot (the tracking page). */
  answerHref?: string;
}

const RESOLUTION_WORDS = { Replacement: 'a replacement', Refund: 'a refund' } as const;

/** One return: its ticket number, status, what it holds, the shop's questions and its history. */
export function ReturnCard({ request, token, creditNoteHref, answerHref }: ReturnCardProps) {
  const question =
    request.status === 'InfoRequested'
      ? request.messages.findLast((m) => m.from === 'shop')
      : undefined;
  return (
    <article
      aria-label={`Return ${request.number}`}
      className="rounded-3xl bg-white p-5 ring-1 ring-neutral-900/5 sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-lg text-neutral-900">Return {request.number}</h3>
        <ReturnStatusBadge status={request.status} />
      </header>
      <p className="mt-1 text-neutral-600 text-sm">
        {RETURN_REASON_LABELS[request.reason]}, asking for {RESOLUTION_WORDS[request.resolution]} ·
        requested{' '}
        <time dateTime={request.requestedAt}>{formatShopDateTime(request.requestedAt)}</time>
      </p>
      <ul className="mt-3 space-y-1 text-neutral-800 text-sm">
        {request.lines.map((line) => (
          <li key={line.itemId}>
            {line.name} · {line.model} × {line.quantity}
          </li>
        ))}
      </ul>

      {question && (
        <section
          aria-label="Our question"
          className="mt-5 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
        >
          <h4 className="font-semibold text-amber-950 text-sm">Our question</h4>
          <p className="mt-1 whitespace-pre-line text-amber-950 text-sm">{question.body}</p>
          {token ? (
            <ReturnAnswerForm orderId={request.orderId} returnId={request._id} token={token} />
          ) : (
            answerHref && (
              <a
                href={answerHref}
                className="mt-3 inline-block font-medium text-amber-950 text-sm underline underline-offset-4"
              >
                Answer on your order page
              </a>
            )
          )}
        </section>
      )}

      {request.refund && (
        <section
          aria-label="Refund"
          className="mt-5 rounded-2xl bg-emerald-50 p-4 text-emerald-950 text-sm ring-1 ring-emerald-200"
        >
          <h4 className="font-semibold">
            Refunded {formatInr(rupeesToPaise(request.refund.amount))} on{' '}
            <time dateTime={request.refund.at}>{formatShopDateTime(request.refund.at)}</time>
          </h4>
          {request.refund.reference ? (
            <p className="mt-1">Refund reference {request.refund.reference}.</p>
          ) : (
            <p className="mt-1">{REFUND_TIME_WORDING}</p>
          )}
          {request.refund.creditNoteNumber && creditNoteHref && (
            <a
              href={`${creditNoteHref}&${new URLSearchParams({ return: request._id })}`}
              target="_blank"
              rel="noopener"
              className="mt-2 inline-block font-medium underline underline-offset-4"
            >
              Credit note {request.refund.creditNoteNumber}
              <span className="sr-only"> (PDF, opens in a new tab)</span>
            </a>
          )}
        </section>
      )}

      {request.replacement && (
        <section
          aria-label="Replacement"
          className="mt-5 rounded-2xl bg-emerald-50 p-4 text-emerald-950 text-sm ring-1 ring-emerald-200"
        >
          <h4 className="font-semibold">Replacement order #{request.replacement.number}</h4>
          <a
            href={paths.trackOrder(request.replacement.orderId)}
            className="mt-1 inline-block font-medium underline underline-offset-4"
          >
            Track the replacement
          </a>
        </section>
      )}

      <details className="group mt-5">
        <summary className="cursor-pointer font-medium text-neutral-900 text-sm">History</summary>
        <ol className="mt-3 space-y-3 border-neutral-200 border-l pl-4">
          {request.history.map((entry) => (
            <li key={`${entry.to}-${entry.at}`} className="text-sm">
              <p className="font-medium text-neutral-900">{RETURN_STATUS_LABELS[entry.to]}</p>
              <p className="text-neutral-500">
                <time dateTime={entry.at}>{formatShopDateTime(entry.at)}</time>
                {entry.by === 'shopper' ? ' · you' : ' · the shop'}
              </p>
              {entry.note && (
                <p className="mt-0.5 whitespace-pre-line text-neutral-700">{entry.note}</p>
              )}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
