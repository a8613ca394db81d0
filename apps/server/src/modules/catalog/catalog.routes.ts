import {
  AutocompleteItemSchema,
  AutocompleteQuerySchema,
  CategorySchema,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import * as catalog from './catalog.service.ts';
import { type CatalogCache, sendJson } from './catalog-cache.ts';

export interface CatalogRoutesOptions {
  db: Db;
  cache: CatalogCache;
}

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const ProductDataSchema = dataEnvelopeSchema(ProductSchema);
const isProductType = (name: string): name is (typeof PRODUCT_TYPE_NAMES)[number] =>
  (PRODUCT_TYPE_NAMES as readonly string[]).includes(name);

/** Read side of API.md § Products. Answers are served from the catalog cache as JSON text. */
export const productRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { db, cache },
) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['products'],
        summary: 'List products with filters, sort and paging',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const json = await cache.json(`list:${JSON.stringify(request.query)}`, () =>
        catalog.listProducts(db, request.query),
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
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      if (!isProductType(type)) throw notFound(`Unknown product type: ${type}`);
      const json = await cache.json(`type:${type}:${JSON.stringify(request.query)}`, () =>
        catalog.listProducts(db, { ...request.query, productType: type }),
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
        data: await catalog.quickSearch(db, request.query.search),
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
        querystring: FullSearchQuerySchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { query, page, limit } = request.query;
      const json = await cache.json(`full:${JSON.stringify(request.query)}`, () =>
        catalog.searchProducts(db, query, page, limit),
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
        data: await catalog.autocomplete(db, request.query.query),
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
        data: await catalog.newArrivals(db, request.query.limit),
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
        data: await catalog.trending(db, request.query.limit),
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
      const json = await cache.json(`detail:${request.params.idOrSlug}`, () =>
        catalog.getProduct(db, request.params.idOrSlug),
      );
      return sendJson(reply, json);
    },
  );
};

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = { data: catalog.listCategories() };
  app.get(
    '/',
    {
      schema: {
        tags: ['products'],
        summary: 'Categories and their product types',
        response: { 200: dataEnvelopeSchema(CategorySchema) },
      },
    },
    async () => body,
  );
};
