import {
  builtInCategory,
  CATEGORIES,
  type CategorySlug,
  categoryTypesSummary,
} from '@skins/shared';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { useCategories } from '../api/get-categories.ts';

const TILE_ART: Record<CategorySlug, string> = {
  'mobile-skins': '/media/art/v2/iphone/marble/arctic/front.svg',
  'laptop-skins': '/media/art/v2/macbook/carbon-fibre/obsidian/front.svg',
  'console-skins': '/media/art/v2/ps5/neon-grid/midnight-blue/front.svg',
  accessories: '/media/art/v2/airpods/gradient/sunset/front.svg',
};
const ART_SIZE_PX = 800;

/**
 * The four built-in categories with their artwork, under the names, slugs and order the owner
 * gave them (the server's categories, decision 067); a category the owner added has no artwork
 * and is in the bar, not here.
 */
export function CategoryTiles() {
  const { data: categories } = useCategories();
  const tiles = categories
    ? categories.flatMap((category) => {
        const entry = builtInCategory(category._id);
        return entry ? [{ entry, slug: category.slug, name: category.name }] : [];
      })
    : CATEGORIES.map((entry) => ({ entry, slug: entry.slug, name: entry.name }));
  return (
    <section aria-labelledby="categories-heading">
      <p className="font-semibold text-accent text-xs tracking-[0.2em] uppercase">Shop by device</p>
      <h2
        id="categories-heading"
        className="mt-2 font-semibold text-2xl text-neutral-900 tracking-tight sm:text-3xl"
      >
        Find your fit
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {tiles.map(({ entry, slug, name }) => (
          <li key={entry.slug}>
            <Link
              to={paths.category(slug)}
              className="group relative block aspect-[4/5] overflow-hidden rounded-3xl bg-charcoal-950 ring-1 ring-neutral-900/5 focus-visible:outline-offset-4"
            >
              <img
                src={TILE_ART[entry.slug]}
                alt=""
                width={ART_SIZE_PX}
                height={ART_SIZE_PX}
                loading="lazy"
                decoding="async"
                className="absolute inset-x-0 top-0 aspect-square w-full object-cover transition duration-700 ease-out motion-safe:group-hover:scale-105"
              />
              {/* Opaque up to the image's bottom edge (it is square in a 4:5 tile), then fading. */}
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-[linear-gradient(to_top,var(--color-charcoal-950)_22%,rgb(15_15_17/0.8)_38%,rgb(15_15_17/0.35)_56%,transparent_78%)]"
              />
              <div className="absolute inset-x-0 bottom-0 p-4 text-white sm:p-6">
                <h3 className="font-semibold text-lg tracking-tight sm:text-xl">{name}</h3>
                <p className="mt-1 hidden text-neutral-200 text-sm sm:block">
                  {categoryTypesSummary(entry, ' · ')}
                </p>
                <span className="mt-3 inline-flex items-center gap-1 font-medium text-accent-300 text-sm">
                  Shop
                  <span
                    aria-hidden="true"
                    className="transition motion-safe:group-hover:translate-x-1"
                  >
                    →
                  </span>
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
