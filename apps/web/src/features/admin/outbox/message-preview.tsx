import type { OutboxChannel } from '@skins/shared';
import { useId } from 'react';
import { CHANNEL_LABELS } from './message-channel.tsx';

/**
 * A WhatsApp message or SMS as the shopper reads it: its text, as plain text (it has no HTML, so
 * there is no frame to sandbox). The provider is sent a template and its values; the outbox
 * keeps the text they make for this page.
 */
export function MessagePreview({ channel, text }: { channel: OutboxChannel; text: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:p-6"
    >
      <h2 id={headingId} className="mb-4 font-semibold text-neutral-900">
        Preview
      </h2>
      {text.trim() === '' ? (
        <p className="text-neutral-600 text-sm">The shop kept no text for this message.</p>
      ) : (
        <figure className="max-w-md">
          <figcaption className="mb-2 text-neutral-600 text-xs">
            The {CHANNEL_LABELS[channel]} text
          </figcaption>
          <p className="whitespace-pre-wrap break-words rounded-2xl rounded-tl-sm bg-neutral-100 px-4 py-3 text-neutral-900 text-sm leading-relaxed ring-1 ring-neutral-200">
            {text}
          </p>
        </figure>
      )}
    </section>
  );
}
