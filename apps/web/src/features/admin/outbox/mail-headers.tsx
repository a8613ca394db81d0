import type { OutboxMail } from '@skins/shared';
import type { ReactNode } from 'react';
import { formatAdminDateTime } from '../components/format.ts';
import {
  describeRetry,
  MAIL_STATUS_HINTS,
  MailStatusBadge,
  mailKindLabel,
} from './mail-labels.tsx';

/** Who the mail went to and what became of it; the page's heading is its subject. */
export function MailHeaders({ mail }: { mail: OutboxMail }) {
  return (
    <section
      aria-label="Mail details"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:p-6"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-4">
        <Item label="To" className="col-span-2">
          <span className="break-all">{mail.to}</span>
        </Item>
        <Item label="Status" className="col-span-2">
          <span className="flex flex-wrap items-center gap-2">
            <MailStatusBadge status={mail.status} />
            <span className="text-neutral-600 text-xs">
              {describeRetry(mail) ?? MAIL_STATUS_HINTS[mail.status]}
            </span>
          </span>
        </Item>
        <Item label="Kind">{mailKindLabel(mail.kind)}</Item>
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
