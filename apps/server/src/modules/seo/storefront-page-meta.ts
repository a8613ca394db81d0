import { type Product, shopCategoryOf, storefrontPath } from '@skins/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  getProduct,
  listProducts,
  listStorefrontCategories,
  redirectedCategorySlug,
} from '../catalog/index.ts';
import { listProductReviews } from '../reviews/index.ts';
import { matchClientRoute } from './client-routes.ts';
import {
  blogArticleMeta,
  categoryMeta,
  contentMeta,
  findListing,
  homeMeta,
  notFoundMeta,
  type PageMeta,
  privatePageMeta,
  productMeta,
  type ShopSettings,
} from './page-meta.ts';
import { productPreloads } from './page-preloads.ts';
import { JSON_LD_REVIEWS_MAX } from './product-json-ld.ts';

export interface PageAnswer {
  status: 200 | 301 | 404;
  meta: PageMeta;
  /** With 301: the path the page lives at now (a renamed category's, decision 067). */
  movedTo?: string;
}

interface PageSources extends ShopSettings {
  db: Db;
  /** Canonical and Open Graph URLs are absolute on it. */
  publicUrl: string;
}

/** Status and head tags of a storefront URL: 404 for unknown paths, products and listings. */
export async function resolvePage(pathname: string, options: PageSources): Promise<PageAnswer> {
  const route = matchClientRoute(pathname);
  const { db, publicUrl } = options;
  switch (route?.kind) {
    case undefined:
      return { status: 404, meta: notFoundMeta() };
    case 'home':
      return { status: 200, meta: homeMeta(await shareImage(db)) };
    case 'content': {
      const meta = contentMeta(route.path, options, await shareImage(db));
      if (route.path !== '/category') return { status: 200, meta };
      // `/category` redirects to the shop's category, under its slug now (decision 067).
      const category = shopCategoryOf(await listStorefrontCategories(db))?.slug ?? 'mobile-skins';
      return {
        status: 200,
        meta: { ...meta, canonicalPath: storefrontPath('category', { category }) },
      };
    }
    case 'blog-article':
      return { status: 200, meta: blogArticleMeta(route.slug) };
    case 'private':
      return { status: 200, meta: privatePageMeta() };
    case 'category': {
      const listing = findListing(await listStorefrontCategories(db), route.category, route.type);
      if (!listing) return categoryMoved(db, route.category, route.type);
      return {
        status: 200,
        meta: categoryMeta(
          listing,
          await shareImage(db, listing.category.slug, listing.type?.name),
        ),
      };
    }
    case 'product': {
      const product = await findProduct(db, route.idOrSlug);
      if (!product) return { status: 404, meta: notFoundMeta() };
      const preloads = productPreloads(product);
      // The reviews the page's list shows first (decision 056), for its JSON-LD.
      const { summary, data: reviews } = await listProductReviews(db, product._id, {
        page: 1,
        limit: JSON_LD_REVIEWS_MAX,
        sort: 'recent',
      });
      const meta = productMeta(product, publicUrl, { summary, reviews });
      return { status: 200, meta: { ...meta, preloads } };
    }
  }
}

/** A renamed category's old address: 301 to its slug now (the type kept); else 404. */
async function categoryMoved(db: Db, oldSlug: string, type?: string): Promise<PageAnswer> {
  const slug = await redirectedCategorySlug(db, oldSlug);
  if (slug === null) return { status: 404, meta: notFoundMeta() };
  const movedTo = storefrontPath('category', type ? { category: slug, type } : { category: slug });
  return { status: 301, meta: notFoundMeta(), movedTo };
}

/**
 * While the password gate is on, a visitor without the unlock cookie (every crawler) gets the
 * page that shows the gate: the shop's generic head, nothing from the catalog, never indexed
 * (docs/decisions/003-password-gate.md).
 */
export function resolveLockedPage(pathname: string): PageAnswer {
  return matchClientRoute(pathname)
    ? { status: 200, meta: privatePageMeta() }
    : { status: 404, meta: notFoundMeta() };
}

async function findProduct(db: Db, idOrSlug: string): Promise<Product | null> {
  try {
    return await getProduct(db, idOrSlug);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** A listing's link-preview image: the artwork of its most popular product, if it has any. */
async function shareImage(
  db: Db,
  category?: string,
  productType?: Product['productType']['name'],
): Promise<PageMeta['image']> {
  const { data } = await listProducts(db, {
    page: 1,
    limit: 1,
    sort: 'Popular',
    categories: category ? [category] : undefined,
    productType,
  });
  const product = data[0];
  const path = product?.images[0] ?? product?.thumbnail;
  return product && path ? { path, alt: product.name } : undefined;
}
