import { useSearchParams } from 'react-router';
import { adminPaths } from '#lib/admin-paths.ts';
import {
  AdminListResults,
  describeListTotal,
  quoteTerms,
} from '../components/admin-list-results.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { useAuditList } from './api/list-audit.ts';
import { AuditFilters } from './audit-filters.tsx';
import { readAuditParams } from './audit-params.ts';
import { AuditTable } from './audit-table.tsx';

/** /admin/audit (owner): every admin write, newest first, by who, action and day. */
export function AuditPage() {
  const [searchParams] = useSearchParams();
  const params = readAuditParams(searchParams);
  const audit = useAuditList(params);
  const isFiltered = Boolean(params.admin || params.action || params.day);

  return (
    <>
      <AdminPageHeader
        title="Audit log"
        description={
          audit.data &&
          describeListTotal(audit.data.total, { one: 'entry', many: 'entries' }, isFiltered)
        }
      />
      <AuditFilters key={searchParams.toString()} params={params} />
      <AdminListResults
        list={audit}
        path={adminPaths.audit()}
        loadingLabel="Loading the audit log"
        errorFallback="Could not load the audit log."
        paginationLabel="Audit log pages"
        isFiltered={isFiltered}
        noMatch={{
          title: 'No entries match',
          message: `No entry matches ${quoteTerms([params.admin, params.action, params.day])}.`,
          showAllLabel: 'Show all entries',
        }}
        none={{
          title: 'Nothing logged yet',
          children: 'Every change an admin makes (and every export) is written here.',
        }}
      >
        {(rows) => <AuditTable entries={rows} />}
      </AdminListResults>
    </>
  );
}
