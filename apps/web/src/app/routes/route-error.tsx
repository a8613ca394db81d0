import { MESSAGES } from '@skins/shared';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '#lib/paths.ts';
import { primaryButtonClass, StatusPage, secondaryButtonClass } from '#ui/status-page.tsx';
import { NotFoundPage } from './not-found.tsx';

/** The `errorElement` of the routes: a loader may throw a 404 response for an unknown item. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <StatusPage
      role="alert"
      documentTitle="Something went wrong"
      heading={MESSAGES.unexpectedError}
      actions={
        <>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={primaryButtonClass}
          >
            Reload the page
          </button>
          <Link to={paths.home()} className={secondaryButtonClass}>
            Go to the homepage
          </Link>
        </>
      }
    >
      Something went wrong while showing this page. Please try again.
    </StatusPage>
  );
}
