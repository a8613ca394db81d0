import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '#features/admin/auth/login-form.tsx';
import { returnPathAfterLogin } from '#features/admin/auth/return-path.ts';
import { LOGIN_NEXT_PARAM } from '#lib/api-client.ts';
import { paths } from '#lib/paths.ts';
import { NoIndex } from '#ui/no-index.tsx';

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
    <main className="flex min-h-dvh items-center justify-center bg-neutral-100 px-4 py-16">
      <title>Sign in — Skins admin</title>
      <NoIndex />
      <div className="w-full max-w-sm">
        <Link
          to={paths.home()}
          className="block text-center font-semibold text-2xl text-neutral-900 tracking-tight"
        >
          Skins
        </Link>
        <div className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-neutral-900/5">
          <h1 className="font-semibold text-neutral-900 text-xl">Sign in to the admin</h1>
          <p className="mt-1 text-neutral-600 text-sm">For the shop's staff.</p>
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
        </div>
        <Link
          to={paths.home()}
          className="mt-6 block text-center text-neutral-600 text-sm underline-offset-4 hover:text-neutral-900 hover:underline"
        >
          Back to the shop
        </Link>
      </div>
    </main>
  );
}
