import type { Order, OutboxMailSummary } from '@skins/shared';
import { Link } from 'react-router';
import { formatAdminDateTime } from '#features/admin/components/format.ts';
import { MailStatusBadge, mailKindLabel } from '#features/admin/outbox/mail-labels.tsx';
import { adminPaths } from '#lib/admin-paths.ts';
import { ActivityCard } from './activity-card.tsx';

/** A sent mail is dated when it left; any other when it was written. */
function mailTime(mail: OutboxMailSummary): string {
  return mail.sentAt ?? mail.createdAt;
}

/** The mails written about this order, newest first, with where each one is. */
export function OrderMails({ order }: { order: Order }) {
  return (
    <ActivityCard title="Mails" orderId={order._id}>
      {({ mails }) =>
        mails.length === 0 ? (
          <p className="mt-3 text-neutral-500 text-sm">No mails about this order yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-neutral-100">
            {mails.map((mail) => (
              <li key={mail._id} className="py-2.5 text-sm first:pt-0 last:pb-0">
                <div className="flex items-baseline justify-between gap-3">
                  <Link
                    to={adminPaths.outboxMail(mail._id)}
                    className="font-medium text-neutral-900 underline-offset-2 hover:underline"
                  >
                    {mailKindLabel(mail.kind)}
                  </Link>
                  <MailStatusBadge status={mail.status} />
                </div>
                <p className="break-all text-neutral-600">To {mail.to}</p>
                <p className="text-neutral-500 text-xs">
                  <time dateTime={mailTime(mail)}>{formatAdminDateTime(mailTime(mail))}</time>
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
