import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { primaryButtonClass, StatusPage, secondaryButtonClass } from '#ui/status-page.tsx';
import { useShopPath } from '../api/get-categories.ts';

export function ProductNotFound() {
  return (
    <StatusPage
      documentTitle="Product not found"
      eyebrow="404"
      heading="Product not found"
      actions={
        <>
          <Link to={useShopPath()} className={primaryButtonClass}>
            Browse the shop
          </Link>
          <Link to={paths.home()} className={secondaryButtonClass}>
            Go to the homepage
          </Link>
        </>
      }
    >
      This design may have been retired, or the link has a typo. Our current skins are a click away.
    </StatusPage>
  );
}
