import type { StaffMember } from '@skins/shared';
import { AdminTable, AdminTableHead, adminTableClass } from '../components/admin-table.tsx';
import { formatAdminDateTime } from '../components/format.ts';
import { StaffRowActions } from './staff-row-actions.tsx';
import {
  ROLE_LABELS,
  STAFF_STATUS_LABELS,
  type StaffStatus,
  staffStatusOf,
} from './staff-status.ts';

const HEADINGS = [
  'Name',
  'Email',
  'Role',
  'Status',
  'Last sign-in',
  { label: 'Actions', isHidden: true },
] as const;

const STATUS_CLASS: Record<StaffStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800',
  invited: 'bg-amber-50 text-amber-800',
  disabled: 'bg-neutral-100 text-neutral-600',
};

export function StaffTable({ staff }: { staff: readonly StaffMember[] }) {
  return (
    <AdminTable caption="Staff">
      <AdminTableHead headings={HEADINGS} />
      <tbody>
        {staff.map((member) => {
          const status = staffStatusOf(member);
          return (
            <tr key={member._id} className={adminTableClass.row}>
              <th scope="row" className={`${adminTableClass.cell} font-medium text-neutral-900`}>
                {member.name || '—'}
              </th>
              <td className={adminTableClass.cell}>{member.email}</td>
              <td className={adminTableClass.cell}>{ROLE_LABELS[member.role]}</td>
              <td className={adminTableClass.cell}>
                <span
                  className={`inline-flex rounded-full px-2 py-0.5 font-medium text-xs ${STATUS_CLASS[status]}`}
                >
                  {STAFF_STATUS_LABELS[status]}
                </span>
              </td>
              <td className={`${adminTableClass.cell} whitespace-nowrap`}>
                {member.lastLoginAt ? formatAdminDateTime(member.lastLoginAt) : 'Never'}
              </td>
              <td className={`${adminTableClass.cell} text-right`}>
                <StaffRowActions member={member} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
