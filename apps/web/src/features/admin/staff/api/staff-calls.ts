import {
  type StaffInviteInput,
  StaffListSchema,
  type StaffMember,
  StaffMemberSchema,
  StaffRemovedSchema,
  type StaffUpdateInput,
} from '@skins/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';
import { apiGet, apiSend } from '#lib/api-client.ts';

export const adminStaffKeys = {
  all: [ADMIN_QUERY_ROOT, 'staff'] as const,
};

const staffPath = (id: string) => `/admin/staff/${encodeURIComponent(id)}`;

/** GET /api/admin/staff (owner): every admin account, oldest first. */
async function listStaff(signal?: AbortSignal): Promise<readonly StaffMember[]> {
  const { data } = await apiGet('/admin/staff', StaffListSchema, { signal });
  return data;
}

const staffListQueryOptions = () =>
  queryOptions({
    queryKey: adminStaffKeys.all,
    queryFn: ({ signal }) => listStaff(signal),
    // Invites are redeemed and sign-ins happen elsewhere: fresh on every visit.
    staleTime: 0,
  });

export function useStaffList() {
  return useQuery(staffListQueryOptions());
}

/** POST /api/admin/staff: the pending account; mails the invite. 409 an existing admin. */
function inviteStaff(input: StaffInviteInput): Promise<StaffMember> {
  return apiSend('/admin/staff', StaffMemberSchema, { method: 'POST', body: input });
}

/**
 * PUT /api/admin/staff/{id}: role, disabled, or `resetPassword` (mails a new link). 409 for
 * yourself, the last owner, or a link to a disabled account.
 */
function updateStaff({ id, change }: { id: string; change: StaffUpdateInput }) {
  return apiSend(staffPath(id), StaffMemberSchema, { method: 'PUT', body: change });
}

/** DELETE /api/admin/staff/{id}: a never-used invite is removed (anyone else disabled). */
function removeStaff(id: string) {
  return apiSend(staffPath(id), StaffRemovedSchema, { method: 'DELETE' });
}

function useStaffMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminStaffKeys.all }),
  });
}

export const useInviteStaff = () => useStaffMutation(inviteStaff);
export const useUpdateStaff = () => useStaffMutation(updateStaff);
export const useRemoveStaff = () => useStaffMutation(removeStaff);
