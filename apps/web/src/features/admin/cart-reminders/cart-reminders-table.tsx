import { type AdminCartReminder, formatInr } from '@skins/shared';
import { Link } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { AdminTable, AdminTableHead, adminTableClass } from '../components/admin-table.tsx';
import { formatAdminDateTime } from '../components/format.ts';
import { describeReminder, type ReminderTone } from './reminder-outcome.ts';

const HEADINGS = [
  'Email',
  'Name',
  { label: 'Items', className: 'text-right' },
  { label: 'Value', className: 'text-right' },
  'Saved',
  'Reminder',
  'Restored',
  'Recovered order',
] as const;

const TONES: Record<ReminderTone, string> = {
  sent: 'text-emerald-800',
  'not-sent': 'text-neutral-800',
  due: 'text-sky-800',
};

/** A cell with nothing in it: a dash to the eye, the words to a screen reader. */
function Nothing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-neutral-500">
        —
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/**
 * A date over its time, as the Reminder cell shows its own: the eight columns fit a 1280 px
 * screen with the admin's side bar only when no cell holds a whole date and time on one line.
 */
function Stamp({ iso }: { iso: string }) {
  const stamp = formatAdminDateTime(iso);
  const comma = stamp.lastIndexOf(', ');
  return (
    <>
      <span className="block whitespace-nowrap">
        {stamp.slice(0, comma)}
        {/* Read (and copied) as one stamp, shown as two lines. */}
        <span className="sr-only">, </span>
      </span>
      <span className="block whitespace-nowrap text-neutral-600 text-xs">
        {stamp.slice(comma + 2)}
      </span>
    </>
  );
}

export function CartRemindersTable({ reminders }: { reminders: readonly AdminCartReminder[] }) {
  return (
    <AdminTable caption="Saved carts and their reminders">
      <AdminTableHead headings={HEADINGS} />
      <tbody>
        {reminders.map((reminder) => {
          const outcome = describeReminder(reminder);
          return (
            <tr key={reminder._id} className={adminTableClass.row}>
              <th
                scope="row"
                className={`${adminTableClass.cell} max-w-56 truncate font-medium text-neutral-900`}
                title={reminder.email}
              >
                {reminder.email}
              </th>
              <td className={`${adminTableClass.cell} max-w-32 truncate`}>{reminder.firstName}</td>
              <td className={`${adminTableClass.cell} text-right tabular-nums`}>
                {reminder.itemCount}
              </td>
              <td className={`${adminTableClass.cell} whitespace-nowrap text-right tabular-nums`}>
                {formatInr(reminder.valueInPaise)}
              </td>
              <td className={`${adminTableClass.cell} text-neutral-700`}>
                <Stamp iso={reminder.createdAt} />
              </td>
              <td className={adminTableClass.cell} title={outcome.hint}>
                <span className={`block font-medium ${TONES[outcome.tone]}`}>{outcome.label}</span>
                <span className="block whitespace-nowrap text-neutral-600 text-xs">
                  {outcome.at}
                </span>
                {outcome.note && (
                  <span className="block text-neutral-600 text-xs">{outcome.note}</span>
                )}
              </td>
              <td className={`${adminTableClass.cell} text-neutral-700`}>
                {reminder.restoredAt === null ? (
                  <Nothing label="Not restored" />
                ) : (
                  <Stamp iso={reminder.restoredAt} />
                )}
              </td>
              <td className={`${adminTableClass.cell} whitespace-nowrap`}>
                {reminder.recoveredOrder === null ? (
                  <Nothing label="None" />
                ) : (
                  <>
                    <Link
                      to={adminPaths.order(reminder.recoveredOrder._id)}
                      className="font-medium text-neutral-900 hover:text-accent hover:underline"
                    >
                      #{reminder.recoveredOrder.number}
                    </Link>
                    <span className="block text-neutral-600 text-xs tabular-nums">
                      {formatInr(reminder.recoveredOrder.totalInPaise)}
                    </span>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
