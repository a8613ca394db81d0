import { ORDER_LINK_MESSAGES, type OrderLookupRequest } from '@skins/shared';
import { useId, useState } from 'react';
import { isApiError } from '#lib/api-client.ts';
import { emailOrderLink } from '../api/email-order-link.ts';

type LinkState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'sent'; sentTo: string }
  | { status: 'error'; message: string };

/** The refusal as the shopper reads it: the wait when asked too often, the server's 404 words. */
function linkRefusal(error: unknown): string {
  if (isApiError(error) && (error.status === 429 || error.status === 404)) return error.message;
  return ORDER_LINK_MESSAGES.failed;
}

/**
 * "Email me my order link" on an order found by its number and email: the server mails the
 * order's token link to the order's own email, and the button says where it went, the address
 * the shopper typed (docs/decisions/050-track-order-link.md).
 */
export function OrderLinkButton({ pair }: { pair: OrderLookupRequest }) {
  const [state, setState] = useState<LinkState>({ status: 'idle' });
  const hintId = useId();

  async function send() {
    setState({ status: 'pending' });
    try {
      const { sentTo } = await emailOrderLink(pair);
      setState({ status: 'sent', sentTo });
    } catch (error) {
      setState({ status: 'error', message: linkRefusal(error) });
    }
  }

  if (state.status === 'sent') {
    return (
      <p
        role="status"
        className="mt-4 rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-950 text-sm ring-1 ring-emerald-200"
      >
        {ORDER_LINK_MESSAGES.sent(state.sentTo)}
      </p>
    );
  }
  return (
    <div className="mt-4">
      <button
        type="button"
        onClick={() => void send()}
        disabled={state.status === 'pending'}
        aria-describedby={hintId}
        className="flex h-12 w-full items-center justify-center rounded-full font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 transition hover:bg-neutral-100 disabled:opacity-60"
      >
        {state.status === 'pending' ? ORDER_LINK_MESSAGES.sending : ORDER_LINK_MESSAGES.button}
      </button>
      <p id={hintId} className="mt-2 text-neutral-600 text-sm">
        {ORDER_LINK_MESSAGES.hint}
      </p>
      {state.status === 'error' && (
        <p role="alert" className="mt-2 text-red-700 text-sm">
          {state.message}
        </p>
      )}
    </div>
  );
}
