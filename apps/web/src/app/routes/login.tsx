import { Link } from 'react-router';
import { paths } from '../paths.ts';

// Spec §2: a 401 sends the user here; the sign-in screen itself is not specified yet.
export function LoginPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-24">
      <title>Sign in — Skins</title>
      <h1 className="font-semibold text-3xl text-neutral-900 tracking-tight">Sign in</h1>
      <Link
        to={paths.home()}
        className="mt-6 inline-block text-accent underline-offset-4 hover:underline"
      >
        Continue shopping
      </Link>
    </section>
  );
}
