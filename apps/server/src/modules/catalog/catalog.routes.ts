import {
  AutocompleteItemSchema,
  AutocompleteQuerySchema,
  CategorySchema,
  DEVICE_QUERY_CHECKS,
  dataEnvelopeSchema,
  ErrorBodySchema,
  FullSearchQuerySchema,
  PRODUCT_TYPE_NAMES,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  QuickSearchQuerySchema,
  RailQuerySchema,
} from '@skins/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { assertAdmin, isAdminRequest } from '../../plugins/require-admin.ts';
import * as catalog from './catalog.service.ts';
import { type CatalogCache, sendJson } from './catalog-cache.ts';
import { listStorefrontCategories } from './category-store.ts';
import { deviceOf } from './device-fit.ts';
import { startPopularityRefresh } from './popularity.ts';
import type { SearchIndex } from './search-index.ts';

export interface CatalogRoutesOptions {
  /** Shared with the product writes, which clear it. */
  cache: CatalogCache;
  /** Kept in step with the catalog through the cache's clears (app.ts). */
  search: SearchIndex;
  /**
   * The published reviews' rating of each product that has one (the reviews module's, passed
   * in by app.ts); without it, products carry no `rating`.
   */
  ratingsOf?: (productIds: string[]) => Promise<Map<string, { average: number; count: number }>>;
}

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const listErrors = { ...errors, 401: ErrorBodySchema, 403: ErrorBodySchema };
const ProductDataSchema = dataEnvelopeSchema(ProductSchema);
// A device is a brand and a model: half of one is a 400, never a silently wider list.
const ListQuerySchema = ProductListQuerySchema.check(...DEVICE_QUERY_CHECKS);
const FullSearchQueryWithDeviceSchema = FullSearchQuerySchema.check(...DEVICE_QUERY_CHECKS);
const isProductType = (name: string): name is (typeof PRODUCT_TYPE_NAMES)[number] =>
  (PRODUCT_TYPE_NAMES as readonly string[]).includes(name);

// An admin's view of the catalog is theirs alone: never kept by a browser or a proxy either.
const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * Read side of API.md § Products. Shoppers' answers are served from the catalog cache as JSON
 * text; an admin's answers that include inactive products are read fresh and never cached.
 * A mixed scope, not an admin one: only `includeInactive=true` asks for the admin (401/403,
 * after validation), and an inactive product is 404 to anyone but an admin.
 */
export const productRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { cache, search, ratingsOf },
) => {
  const { db, authenticateAdmin } = app;
  /** The products with their `rating` (null without published reviews). */
  const rated = async <T extends { _id: string }>(products: T[]) => {
    if (!ratingsOf) return products;
    const ratings = await ratingsOf(products.map((product) => product._id));
    return products.map((product) => ({ ...product, rating: ratings.get(product._id) ?? null }));
  };
  const ratedList = async <L extends { data: { _id: string }[] }>(list: L) => ({
    ...list,
    data: await rated(list.data),
  });
  // Sort `Popular` and the trending rail read a column this keeps (decision 039).
  startPopularityRefresh(app, db);
  // Built in the background once the server listens, so the first shopper's search finds it
  // ready (an app that only answers `inject`, as in tests, builds it at its first search).
  app.addHook('onListen', async () => search.warm());
  app.addHook('onClose', () => search.settled());

  app.get(
    '/',
    {
      schema: {
        tags: ['products'],
        summary: 'List products with filters, sort and paging',
        querystring: ListQuerySchema,
        response: { 200: ProductListSchema, ...listErrors },
      },
    },
    async (request, reply) => {
      const { includeInactive, ...filters } = request.query;
      if (includeInactive) {
        await assertAdmin(request, authenticateAdmin);
        return privately(reply).send(
          await ratedList(await catalog.listProducts(db, { ...filters, includeInactive }, search)),
        );
      }
      const json = await cache.json(`list:${JSON.stringify(filters)}`, async () =>
        ratedList(await catalog.listProducts(db, filters, search)),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/type/:type',
    {
      schema: {
        tags: ['products'],
        summary: 'List products of one product type',
        params: z.object({ type: z.string().max(40) }),
        querystring: ListQuerySchema,
        response: { 200: ProductListSchema, ...listErrors },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      const { includeInactive, ...filters } = request.query;
      if (includeInactive) await assertAdmin(request, authenticateAdmin);
      if (!isProductType(type)) throw notFound(`Unknown product type: ${type}`);
      if (includeInactive) {
        return privately(reply).send(
          await ratedList(
            await catalog.listProducts(
              db,
              { ...filters, productType: type, includeInactive },
              search,
            ),
          ),
        );
      }
      const json = await cache.json(`type:${type}:${JSON.stringify(filters)}`, async () =>
        ratedList(await catalog.listProducts(db, { ...filters, productType: type }, search)),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Quick search: best matches first (max 20)',
        querystring: QuickSearchQuerySchema,
        response: { 200: ProductDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const json = await cache.json(`quick:${request.query.search ?? ''}`, async () => ({
        data: await rated(await catalog.quickSearch(db, search, request.query.search)),
      }));
      return sendJson(reply, json);
    },
  );

  app.get(
    '/search/full',
    {
      schema: {
        tags: ['search'],
        summary: 'Full search results, best matches first, paged',
        querystring: FullSearchQueryWithDeviceSchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { query, page, limit } = request.query;
      const json = await cache.json(`full:${JSON.stringify(request.query)}`, async () =>
        ratedList(
          await catalog.searchProducts(db, search, query, page, limit, deviceOf(request.query)),
        ),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/search/autocomplete',
    {
      schema: {
        tags: ['search'],
        summary: 'Suggestions while typing (max 8)',
        querystring: AutocompleteQuerySchema,
        response: { 200: dataEnvelopeSchema(AutocompleteItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      const json = await cache.json(`auto:${request.query.query ?? ''}`, async () => ({
        data: await catalog.autocomplete(search, request.query.query),
      }));
      return sendJson(reply, json);
    },
  );

  app.get(
    '/new-arrivals',
    {
      schema: {
        tags: ['products'],
        summary: 'Newest products',
        querystring: RailQuerySchema,
        response: { 200: ProductDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const json = await cache.json(`new:${request.query.limit}`, async () => ({
        data: await rated(await catalog.newArrivals(db, request.query.limit)),
      }));
      return sendJson(reply, json);
    },
  );

  app.get(
    '/trending',
    {
      schema: {
        tags: ['products'],
        summary: 'Most popular products',
        querystring: RailQuerySchema,
        response: { 200: ProductDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const json = await cache.json(`trending:${request.query.limit}`, async () => ({
        data: await rated(await catalog.trending(db, request.query.limit)),
      }));
      return sendJson(reply, json);
    },
  );

  app.get(
    '/:idOrSlug',
    {
      schema: {
        tags: ['products'],
        summary: 'One product by id or slug',
        params: z.object({ idOrSlug: z.string().min(1).max(200) }),
        response: { 200: ProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { idOrSlug } = request.params;
      // An admin's read (the product form) has the stock count, read fresh (decision 065);
      // a shopper's request carries no token and is answered from the cache.
      if (request.headers.authorization && (await isAdminRequest(request, authenticateAdmin))) {
        const [product] = await rated([
          await catalog.getProduct(db, idOrSlug, { includeInactive: true }),
        ]);
        return privately(reply).send(product);
      }
      try {
        const json = await cache.json(`detail:${idOrSlug}`, async () => {
          const [product] = await rated([await catalog.getProduct(db, idOrSlug)]);
          return product;
        });
        return sendJson(reply, json);
      } catch (error) {
        // Inactive products are 404 to everyone else; an admin opens them, read past the cache.
        const isMissing = error instanceof AppError && error.statusCode === 404;
        if (!isMissing || !(await isAdminRequest(request, authenticateAdmin))) throw error;
        const [product] = await rated([
          await catalog.getProduct(db, idOrSlug, { includeInactive: true }),
        ]);
        return privately(reply).send(product);
      }
    },
  );
};

/** The storefront's categories, from the database (decision 067), kept with the catalog's copies. */
export const categoryRoutes: FastifyPluginAsyncZod<Pick<CatalogRoutesOptions, 'cache'>> = async (
  app,
  { cache },
) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['products'],
        summary: 'Categories in the bar’s order and their product types',
        response: { 200: dataEnvelopeSchema(CategorySchema) },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cache.json('categories', async () => ({
          data: await listStorefrontCategories(app.db),
        })),
      ),
  );
};
