import {
  type AdminUser,
  AdminUserSchema,
  type LoginInput,
  type LoginResult,
  LoginResultSchema,
  OWNER_ROLE,
} from '@skins/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT } from '#features/admin/admin-query-root.ts';
import { apiGet, apiSend } from '#lib/api-client.ts';
import { removeAdminToken, saveAdminToken } from '../admin-token.ts';

const adminSessionKeys = {
  me: () => [ADMIN_QUERY_ROOT, 'me'] as const,
};

/** GET /api/auth/me: who the stored token belongs to; 401 when it is missing or expired. */
function getAdminMe(signal?: AbortSignal): Promise<AdminUser> {
  return apiGet('/auth/me', AdminUserSchema, { signal });
}

export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: adminSessionKeys.me(),
    queryFn: ({ signal }) => getAdminMe(signal),
    // The account rarely changes mid-session; every admin call re-checks the token anyway.
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * Whether the signed-in admin is the owner (decision 063). The admin layout has read the session
 * before any page shows, so this answers from its cache; pages hide what only the owner may do,
 * and the server refuses it anyway.
 */
export function useIsOwner(): boolean {
  return useQuery(adminMeQueryOptions()).data?.role === OWNER_ROLE;
}

/** POST /api/auth/login (API.md § Auth): 400 `INVALID_CREDENTIALS`, 429 when rate-limited. */
function login(input: LoginInput): Promise<LoginResult> {
  return apiSend('/auth/login', LoginResultSchema, { method: 'POST', body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      saveAdminToken(token);
      queryClient.setQueryData(adminSessionKeys.me(), user);
    },
  });
}

/** Signing out forgets the token and every admin answer kept in the cache. */
export function useLogout() {
  const queryClient = useQueryClient();
  return () => {
    removeAdminToken();
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
  };
}
