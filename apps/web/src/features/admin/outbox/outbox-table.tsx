import type { OutboxMailSummary } from '@skins/shared';
import { Link } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { AdminTable, AdminTableHead, adminTableClass } from '../components/admin-table.tsx';
import { formatAdminDateTime } from '../components/format.ts';
import { describeRetry, MailStatusBadge, mailKindLabel } from './mail-labels.tsx';
import { ChannelBadge, DeliveryStatusNote, formatRecipient } from './message-channel.tsx';

const HEADINGS = [
  'Subject',
  'Channel',
  'To',
  'Kind',
  'Status',
  'Attempts',
  'Written',
  'Sent',
] as const;

/** Mails, WhatsApp messages and SMS alike; a message's subject names its template. */
export function OutboxTable({ mails }: { mails: readonly OutboxMailSummary[] }) {
  return (
    <AdminTable caption="Messages in the outbox">
      <AdminTableHead headings={HEADINGS} />
      <tbody>
        {mails.map((mail) => (
          <tr key={mail._id} className={adminTableClass.row}>
            <th scope="row" className={`${adminTableClass.cell} min-w-48 max-w-72 font-normal`}>
              <Link
                to={adminPaths.outboxMail(mail._id)}
                className="line-clamp-2 font-medium text-neutral-900 hover:text-accent hover:underline"
              >
                {mail.subject}
              </Link>
            </th>
            <td className={adminTableClass.cell}>
              <ChannelBadge channel={mail.channel} />
            </td>
            <td
              className={`${adminTableClass.cell} max-w-56 truncate ${mail.channel === 'email' ? '' : 'tabular-nums'}`}
              title={formatRecipient(mail)}
            >
              {formatRecipient(mail)}
            </td>
            <td className={`${adminTableClass.cell} whitespace-nowrap text-neutral-700`}>
              {mailKindLabel(mail.kind)}
            </td>
            <td className={adminTableClass.cell}>
              <MailStatusBadge status={mail.status} channel={mail.channel} />
              {describeRetry(mail) && (
                <span className="mt-1 block whitespace-nowrap text-neutral-600 text-xs">
                  {describeRetry(mail)}
                </span>
              )}
              <DeliveryStatusNote mail={mail} className="mt-1 block whitespace-nowrap text-xs" />
            </td>
            <td className={`${adminTableClass.cell} tabular-nums`}>{mail.attempts}</td>
            <td className={`${adminTableClass.cell} whitespace-nowrap text-neutral-700`}>
              {formatAdminDateTime(mail.createdAt)}
            </td>
            <td className={`${adminTableClass.cell} whitespace-nowrap text-neutral-700`}>
              {mail.sentAt === null ? (
                <span className="text-neutral-500">—</span>
              ) : (
                formatAdminDateTime(mail.sentAt)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
