import { ADMIN_ROLES } from '@skins/shared';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { loginPath } from '#lib/api-client.ts';
import { NoIndex } from '#ui/no-index.tsx';
import { QueryError } from '#ui/query-error.tsx';
import { Spinner } from '#ui/spinner.tsx';
import { ToastHost } from '#ui/toast/toast-host.tsx';
import { readAdminToken } from '../auth/admin-token.ts';
import { adminMeQueryOptions, useLogout } from '../auth/api/admin-session.ts';
import { errorMessageOf } from '../components/error-message.ts';
import { AdminShell } from './admin-shell.tsx';

/**
 * Every /admin page sits inside this: without a token it goes straight to /login (remembering the
 * page); with one it asks the server who that is. An expired token answers 401, which the API
 * client turns into the same redirect; a signed-in non-admin gets the server's 403 message.
 */
export function AdminLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const hasToken = readAdminToken() !== null;
  const me = useQuery({ ...adminMeQueryOptions(), enabled: hasToken });

  if (!hasToken) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }

  const signOut = () => {
    logout();
    navigate(loginPath(), { replace: true });
  };

  if (me.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-neutral-100">
        <NoIndex />
        <Spinner label="Checking your sign-in" />
      </div>
    );
  }
  if (me.isError || !ADMIN_ROLES.includes(me.data.role)) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-neutral-100 px-4">
        <NoIndex />
        {me.isError ? (
          <QueryError
            message={errorMessageOf(me.error, 'Could not check your sign-in')}
            onRetry={() => void me.refetch()}
          />
        ) : (
          <p className="text-neutral-800">This needs an admin account.</p>
        )}
        <button type="button" onClick={signOut} className="text-accent text-sm hover:underline">
          Sign in with another account
        </button>
      </div>
    );
  }

  return (
    <AdminShell email={me.data.email} role={me.data.role} onSignOut={signOut}>
      <NoIndex />
      <Outlet />
      <ToastHost />
    </AdminShell>
  );
}
