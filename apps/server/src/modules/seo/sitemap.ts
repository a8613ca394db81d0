import { type Category, storefrontPath } from '@skins/shared';
import { escapeXml } from '../../http/html-escape.ts';
import { absoluteUrl } from './absolute-url.ts';
import { CONTENT_PATHS } from './client-routes.ts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** A product's URL part and last change (catalog's listActiveProductSlugs). */
export interface SitemapProduct {
  id: string;
  slug: string;
  updatedAt: Date;
}

/** Home, content pages, every category (the database's) and product type, then every active product. */
export function sitemapEntries(
  products: SitemapProduct[],
  categories: readonly Pick<Category, 'slug' | 'productTypes'>[],
): SitemapEntry[] {
  return [
    { path: storefrontPath('home') },
    // '/category' only redirects to the first category, which is listed below.
    ...CONTENT_PATHS.filter((path) => path !== '/category').map((path) => ({ path })),
    ...categories.flatMap((category) => [
      { path: storefrontPath('category', { category: category.slug }) },
      ...category.productTypes.map((type) => ({
        path: storefrontPath('category', { category: category.slug, type: type.name }),
      })),
    ]),
    ...products.map((product) => ({
      path: storefrontPath('product', { idOrSlug: product.slug }),
      lastModified: product.updatedAt,
    })),
  ];
}

/** sitemaps.org XML. One file holds up to 50,000 URLs, far above this catalog's size. */
export function renderSitemap(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(absoluteUrl(publicUrl, entry.path))}</loc>`;
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
