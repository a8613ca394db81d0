import { Link, useNavigate, useParams } from 'react-router';
import { SetPasswordForm } from '#features/admin/auth/set-password-form.tsx';
import { paths } from '#lib/paths.ts';
import { NoIndex } from '#ui/no-index.tsx';

/** What the login page says after a password was set (router state, not the URL). */
export const PASSWORD_SET_NOTICE = 'Password set: sign in';

/**
 * `/admin/set-password/:token`, the invite's and reset's link: public (the person has no
 * password yet), in the login page's look; once set, they sign in at /login.
 */
export function Component() {
  const { token = '' } = useParams();
  const navigate = useNavigate();

  return (
    <main className="flex min-h-dvh items-center justify-center bg-neutral-100 px-4 py-16">
      <title>Set your password — Skins admin</title>
      <NoIndex />
      <div className="w-full max-w-sm">
        <Link
          to={paths.home()}
          className="block text-center font-semibold text-2xl text-neutral-900 tracking-tight"
        >
          Skins
        </Link>
        <div className="mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-neutral-900/5">
          <h1 className="font-semibold text-neutral-900 text-xl">Set your admin password</h1>
          <p className="mt-1 text-neutral-600 text-sm">
            This link works once. You sign in with the new password next.
          </p>
          <div className="mt-6">
            <SetPasswordForm
              token={token}
              onSet={() =>
                navigate(paths.login(), { replace: true, state: { notice: PASSWORD_SET_NOTICE } })
              }
            />
          </div>
        </div>
      </div>
    </main>
  );
}
