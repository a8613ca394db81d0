import type { Order, OutboxMailSummary } from '@skins/shared';
import { Link } from 'react-router';
import { formatAdminDateTime } from '#features/admin/components/format.ts';
import { MailStatusBadge, mailKindLabel } from '#features/admin/outbox/mail-labels.tsx';
import {
  ChannelBadge,
  DeliveryStatusNote,
  formatRecipient,
} from '#features/admin/outbox/message-channel.tsx';
import { adminPaths } from '#lib/admin-paths.ts';
import { ActivityCard } from './activity-card.tsx';

/** A sent message is dated when it left; any other when it was written. */
function messageTime(mail: OutboxMailSummary): string {
  return mail.sentAt ?? mail.createdAt;
}

/**
 * The mails, WhatsApp messages and SMS written about this order, newest first: each with its
 * channel, where it is in the outbox, and for WhatsApp and SMS what the provider reported (API.md:
 * the admin order page shows each message with its channel and status).
 */
export function OrderMessages({ order }: { order: Order }) {
  return (
    <ActivityCard title="Messages" orderId={order._id}>
      {({ mails }) =>
        mails.length === 0 ? (
          <p className="mt-3 text-neutral-500 text-sm">
            No mails or messages about this order yet.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-neutral-100">
            {mails.map((mail) => (
              <li key={mail._id} className="py-2.5 text-sm first:pt-0 last:pb-0">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="flex min-w-0 items-baseline gap-2">
                    <ChannelBadge channel={mail.channel} />
                    <Link
                      to={adminPaths.outboxMail(mail._id)}
                      className="font-medium text-neutral-900 underline-offset-2 hover:underline"
                    >
                      {mailKindLabel(mail.kind)}
                    </Link>
                  </span>
                  <MailStatusBadge status={mail.status} channel={mail.channel} />
                </div>
                <p className="break-all text-neutral-600">To {formatRecipient(mail)}</p>
                <p className="text-neutral-500 text-xs">
                  <time dateTime={messageTime(mail)}>{formatAdminDateTime(messageTime(mail))}</time>
                  {mail.channel !== 'email' && mail.deliveryStatus !== null && (
                    <>
                      {' · '}
                      <DeliveryStatusNote mail={mail} />
                    </>
                  )}
                  {mail.status === 'failed' && mail.lastError && ` · ${mail.lastError}`}
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </ActivityCard>
  );
}
