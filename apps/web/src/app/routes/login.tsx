import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AdminAuthCard } from '#features/admin/auth/admin-auth-card.tsx';
import { LoginForm } from '#features/admin/auth/login-form.tsx';
import { returnPathAfterLogin } from '#features/admin/auth/return-path.ts';
import { LOGIN_NEXT_PARAM } from '#lib/api-client.ts';
import { paths } from '#lib/paths.ts';

/** Spec §2: where a 401 lands. Signing in returns the admin to the page they were on. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnPath = returnPathAfterLogin(searchParams.get(LOGIN_NEXT_PARAM));
  // The set-password page's "Password set: sign in" arrives in the router's state.
  const { state } = useLocation();
  const notice =
    typeof state === 'object' &&
    state !== null &&
    'notice' in state &&
    typeof state.notice === 'string'
      ? state.notice
      : null;

  return (
    <AdminAuthCard
      title="Sign in"
      heading="Sign in to the admin"
      lede="For the shop's staff."
      footer={
        <Link
          to={paths.home()}
          className="mt-6 block text-center text-neutral-600 text-sm underline-offset-4 hover:text-neutral-900 hover:underline"
        >
          Back to the shop
        </Link>
      }
    >
      {notice && (
        <p
          role="status"
          className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-800 text-sm"
        >
          {notice}
        </p>
      )}
      <div className="mt-6">
        <LoginForm onSignedIn={() => navigate(returnPath, { replace: true })} />
      </div>
    </AdminAuthCard>
  );
}
