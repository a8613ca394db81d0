import { MESSAGES } from '@skins/shared';
import { Link } from 'react-router';
import { paths } from '../paths.ts';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Page not found — Skins</title>
      <p className="font-semibold text-accent text-sm tracking-widest">404</p>
      <h1 className="mt-2 font-semibold text-3xl text-neutral-900 tracking-tight">
        {MESSAGES.notFound}
      </h1>
      <p className="mt-4 text-neutral-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link
        to={paths.home()}
        className="mt-8 rounded-full bg-charcoal-900 px-6 py-3 font-medium text-sm text-white hover:bg-charcoal-700"
      >
        Go to the homepage
      </Link>
    </section>
  );
}
