import { MESSAGES } from '@skins/shared';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { primaryButtonClass, StatusPage } from '#ui/status-page.tsx';

export function NotFoundPage() {
  return (
    <StatusPage
      documentTitle="Page not found"
      eyebrow="404"
      heading={MESSAGES.notFound}
      actions={
        <Link to={paths.home()} className={primaryButtonClass}>
          Go to the homepage
        </Link>
      }
    >
      The page you are looking for does not exist or has moved.
    </StatusPage>
  );
}
