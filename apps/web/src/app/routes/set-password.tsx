import { useNavigate, useParams } from 'react-router';
import { AdminAuthCard } from '#features/admin/auth/admin-auth-card.tsx';
import { SetPasswordForm } from '#features/admin/auth/set-password-form.tsx';
import { paths } from '#lib/paths.ts';

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
    <AdminAuthCard
      title="Set your password"
      heading="Set your admin password"
      lede="This link works once. You sign in with the new password next."
    >
      <div className="mt-6">
        <SetPasswordForm
          token={token}
          onSet={() =>
            navigate(paths.login(), { replace: true, state: { notice: PASSWORD_SET_NOTICE } })
          }
        />
      </div>
    </AdminAuthCard>
  );
}
