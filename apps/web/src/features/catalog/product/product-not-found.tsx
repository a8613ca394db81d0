import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';

export function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Product not found — Skins</title>
      <p className="font-semibold text-accent text-sm tracking-widest">404</p>
      <h1 className="mt-2 font-semibold text-3xl text-neutral-900 tracking-tight">
        Product not found
      </h1>
      <p className="mt-4 text-neutral-600">
        This design may have been retired, or the link has a typo. Our current skins are a click
        away.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.category('mobile-skins')}
          className="rounded-full bg-charcoal-900 px-6 py-3 font-medium text-sm text-white hover:bg-charcoal-700"
        >
          Browse the shop
        </Link>
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
