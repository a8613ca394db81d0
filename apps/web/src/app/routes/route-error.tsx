import { MESSAGES } from '@skins/shared';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../paths.ts';
import { NotFoundPage } from './not-found.tsx';

/** The `errorElement` of the routes: a loader may throw a 404 response for an unknown item. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <title>Something went wrong — Skins</title>
      <h1 className="font-semibold text-3xl text-neutral-900 tracking-tight">
        {MESSAGES.unexpectedError}
      </h1>
      <p className="mt-4 text-neutral-600">
        Something went wrong while showing this page. Please try again.
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-charcoal-900 px-6 py-3 font-medium text-sm text-white hover:bg-charcoal-700"
        >
          Reload the page
        </button>
        <Link
          to={paths.home()}
          className="rounded-full px-6 py-3 font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 hover:bg-neutral-100"
        >
          Go to the homepage
        </Link>
      </div>
    </section>
  );
}
