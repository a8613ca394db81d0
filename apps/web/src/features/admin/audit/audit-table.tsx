import type { AuditEntryView } from '@skins/shared';
import { Link } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import { AdminTable, AdminTableHead, adminTableClass } from '../components/admin-table.tsx';
import { formatAdminDateTime } from '../components/format.ts';
import { auditChangesOf } from './audit-changes.ts';

const HEADINGS = ['When', 'Who', 'Action', 'Record', 'Changes'] as const;

// The records with a page of their own in the admin.
const RECORD_PAGE: Record<string, (id: string) => string> = {
  order: adminPaths.order,
  product: adminPaths.product,
  campaign: adminPaths.coupon,
};

function AuditRecord({ entry }: { entry: AuditEntryView }) {
  if (!entry.entityType) return <span className="text-neutral-500">—</span>;
  const pageOf = entry.entityId ? RECORD_PAGE[entry.entityType] : undefined;
  const label = `${entry.entityType} ${entry.entityId ?? ''}`.trim();
  return pageOf && entry.entityId ? (
    <Link to={pageOf(entry.entityId)} className="hover:text-accent hover:underline">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

export function AuditTable({ entries }: { entries: readonly AuditEntryView[] }) {
  return (
    <AdminTable caption="Audit log">
      <AdminTableHead headings={HEADINGS} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry._id} className={`${adminTableClass.row} align-top`}>
            <td className={`${adminTableClass.cell} whitespace-nowrap`}>
              {formatAdminDateTime(entry.at)}
            </td>
            <td className={adminTableClass.cell}>{entry.adminEmail}</td>
            <th scope="row" className={`${adminTableClass.cell} font-medium font-mono text-xs`}>
              {entry.action}
            </th>
            <td className={`${adminTableClass.cell} max-w-48 break-all text-xs`}>
              <AuditRecord entry={entry} />
            </td>
            <td className={adminTableClass.cell}>
              <ul className="space-y-0.5 text-xs">
                {auditChangesOf(entry).map((change) => (
                  <li key={change.field} className="break-all">
                    <span className="text-neutral-500">{change.field}:</span>{' '}
                    {change.before !== null && (
                      <>
                        <del className="text-neutral-500">{change.before}</del> →{' '}
                      </>
                    )}
                    <span>{change.after}</span>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
