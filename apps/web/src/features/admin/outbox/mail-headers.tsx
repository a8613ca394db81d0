import type { OutboxMail } from '@skins/shared';
import type { ReactNode } from 'react';
import { formatAdminDateTime } from '../components/format.ts';
import { describeRetry, MailStatusBadge, mailKindLabel, mailStatusHint } from './mail-labels.tsx';
import {
  CHANNEL_LABELS,
  DELIVERY_STATUS_HINTS,
  DELIVERY_STATUS_LABELS,
  formatRecipient,
} from './message-channel.tsx';

/**
 * Who the mail or message went to, by which channel, and what became of it (for WhatsApp and
 * SMS also what the provider reported); the page's heading says what it is.
 */
export function MailHeaders({ mail }: { mail: OutboxMail }) {
  const isMail = mail.channel === 'email';
  return (
    <section
      aria-label={isMail ? 'Mail details' : 'Message details'}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:p-6"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-4">
        <Item label="To" className="col-span-2">
          <span className={isMail ? 'break-all' : 'whitespace-nowrap tabular-nums'}>
            {formatRecipient(mail)}
          </span>
        </Item>
        <Item label="Status" className="col-span-2">
          <span className="flex flex-wrap items-center gap-2">
            <MailStatusBadge status={mail.status} channel={mail.channel} />
            <span className="text-neutral-600 text-xs">
              {describeRetry(mail) ?? mailStatusHint(mail.status, mail.channel)}
            </span>
          </span>
        </Item>
        <Item label="Channel">{CHANNEL_LABELS[mail.channel]}</Item>
        <Item label="Kind">{mailKindLabel(mail.kind)}</Item>
        {!isMail && (
          <Item label="Delivery" className="col-span-2">
            {mail.deliveryStatus === null ? (
              <span className="text-neutral-500">No report yet</span>
            ) : (
              <span className="flex flex-wrap items-center gap-2">
                <span className={mail.deliveryStatus === 'failed' ? 'text-red-800' : ''}>
                  {DELIVERY_STATUS_LABELS[mail.deliveryStatus]}
                </span>
                <span className="text-neutral-600 text-xs">
                  {DELIVERY_STATUS_HINTS[mail.deliveryStatus]}
                </span>
              </span>
            )}
          </Item>
        )}
        <Item label="Attempts">
          <span className="tabular-nums">{mail.attempts}</span>
        </Item>
        <Item label="Written">{formatAdminDateTime(mail.createdAt)}</Item>
        <Item label="Sent">
          {mail.sentAt === null ? (
            <span className="text-neutral-500">Not sent</span>
          ) : (
            formatAdminDateTime(mail.sentAt)
          )}
        </Item>
      </dl>
      {mail.lastError !== null && (
        <div className="mt-5 rounded-lg bg-red-50 px-4 py-3 ring-1 ring-red-200">
          <p className="font-medium text-red-900 text-sm">Last error</p>
          <p className="mt-1 break-words font-mono text-red-800 text-xs">{mail.lastError}</p>
        </div>
      )}
    </section>
  );
}

interface ItemProps {
  label: string;
  className?: string;
  children: ReactNode;
}

function Item({ label, className = '', children }: ItemProps) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="font-medium text-neutral-500 text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-1 text-neutral-900 text-sm">{children}</dd>
    </div>
  );
}
