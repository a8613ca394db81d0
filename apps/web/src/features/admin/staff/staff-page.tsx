import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { errorMessageOf } from '../components/error-message.ts';
import { useStaffList } from './api/staff-calls.ts';
import { InviteStaffForm } from './invite-staff-form.tsx';
import { StaffTable } from './staff-table.tsx';

/** /admin/staff (owner): every admin account, the invite form and each account's actions. */
export function StaffPage() {
  const staff = useStaffList();

  return (
    <>
      <AdminPageHeader
        title="Staff"
        description={
          staff.data && `${staff.data.length} ${staff.data.length === 1 ? 'account' : 'accounts'}`
        }
      />
      <div className="space-y-6">
        {staff.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading staff" />
          </div>
        ) : staff.isError ? (
          <QueryError
            message={errorMessageOf(staff.error, 'Could not load the staff.')}
            onRetry={() => void staff.refetch()}
            isRetrying={staff.isFetching}
          />
        ) : (
          <StaffTable staff={staff.data} />
        )}
        <InviteStaffForm />
      </div>
    </>
  );
}
