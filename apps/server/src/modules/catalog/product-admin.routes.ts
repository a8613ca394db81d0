import {
  ErrorBodySchema,
  ProductDeactivatedSchema,
  ProductSchema,
  ProductWriteSchema,
} from '@skins/shared';
import * as z from 'zod/mini';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import { auditAdminAction } from '../../plugins/require-admin.ts';
import type { CatalogRoutesOptions } from './catalog.routes.ts';
import { PRODUCT_AUDIT } from './product-audit.ts';
import * as service from './product-write.service.ts';

const IdOrSlugParamsSchema = z.object({
  idOrSlug: z.string().check(z.minLength(1), z.maxLength(200)),
});
const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * The write side of API.md § Products (admin). Registered under /api/products beside the read
 * routes; every write drops the catalog cache, so the next read shows it.
 */
export const productAdminRoutes = adminRoutes<Pick<CatalogRoutesOptions, 'cache'>>(
  async (admin, { cache }) => {
    const { db } = admin;

    admin.post(
      '/',
      {
        config: { audit: PRODUCT_AUDIT },
        schema: {
          tags: ['products'],
          summary: 'Create a product (admin); the slug is made from the name when absent',
          body: ProductWriteSchema,
          response: { 201: ProductSchema, 409: ErrorBodySchema, ...adminErrors },
        },
      },
      async (request, reply) => {
        const product = await service.createProduct(db, request.body);
        cache.invalidate();
        auditAdminAction(request, 'product.create', { productId: product._id });
        return reply.status(201).send(product);
      },
    );

    admin.put(
      '/:idOrSlug',
      {
        config: { audit: PRODUCT_AUDIT },
        schema: {
          tags: ['products'],
          summary:
            'Replace a product’s fields (admin); an absent slug or active keeps the stored one',
          params: IdOrSlugParamsSchema,
          body: ProductWriteSchema,
          response: {
            200: ProductSchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
            ...adminErrors,
          },
        },
      },
      async (request) => {
        const product = await service.updateProduct(db, request.params.idOrSlug, request.body);
        cache.invalidate();
        auditAdminAction(request, 'product.update', { productId: product._id });
        return product;
      },
    );

    admin.delete(
      '/:idOrSlug',
      {
        config: { audit: PRODUCT_AUDIT },
        schema: {
          tags: ['products'],
          summary:
            'Delete a product (admin): 204; one that was ordered is deactivated instead (200)',
          params: IdOrSlugParamsSchema,
          response: {
            200: ProductDeactivatedSchema,
            204: z.null(),
            404: ErrorBodySchema,
            ...adminErrors,
          },
        },
      },
      async (request, reply) => {
        const { id, outcome } = await service.deleteProduct(db, request.params.idOrSlug);
        cache.invalidate();
        auditAdminAction(request, 'product.delete', { productId: id, outcome });
        if (outcome === 'deleted') return reply.status(204).send(null);
        return { _id: id, outcome };
      },
    );
  },
);
