import {
  AdminCategoryListSchema,
  AdminCategorySchema,
  CategoryIdParamsSchema,
  CategoryWriteSchema,
  ErrorBodySchema,
} from '@skins/shared';
import { adminRoutes } from '../../plugins/admin-scope.ts';
import type { CatalogRoutesOptions } from './catalog.routes.ts';
import * as service from './category-admin.service.ts';

const CATEGORY_AUDIT = { entity: 'category', snapshot: service.categorySnapshot };
const adminErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * API.md § The owner's desk: the owner's categories (owner only, as every admin route not
 * marked for staff). Every write drops the catalog's copies on every instance (the bar, the
 * listings and the pages read categories), as a product write does.
 */
export const categoryAdminRoutes = adminRoutes<Pick<CatalogRoutesOptions, 'cache'>>(
  async (admin, { cache }) => {
    const { db } = admin;

    admin.get(
      '/',
      {
        schema: {
          tags: ['categories'],
          summary:
            'Every category in the bar’s order, with its old slugs and product count (admin)',
          response: { 200: AdminCategoryListSchema, ...adminErrors },
        },
      },
      async () => ({ data: await service.listAdminCategories(db) }),
    );

    admin.post(
      '/',
      {
        config: { audit: CATEGORY_AUDIT },
        schema: {
          tags: ['categories'],
          summary: 'Add a category (admin); a slug another category has or had is 409',
          body: CategoryWriteSchema,
          response: { 201: AdminCategorySchema, 409: ErrorBodySchema, ...adminErrors },
        },
      },
      async (request, reply) => {
        const category = await service.createCategory(db, request.body);
        cache.invalidate();
        return reply.status(201).send(category);
      },
    );

    admin.put(
      '/:idOrSlug',
      {
        config: { audit: CATEGORY_AUDIT },
        schema: {
          tags: ['categories'],
          summary:
            'Replace a category’s name, slug, HSN code, GST rate and position by id or slug (admin); the old slug then answers 301',
          params: CategoryIdParamsSchema,
          body: CategoryWriteSchema,
          response: {
            200: AdminCategorySchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
            ...adminErrors,
          },
        },
      },
      async (request) => {
        const category = await service.updateCategory(db, request.params.idOrSlug, request.body);
        cache.invalidate();
        return category;
      },
    );
  },
);
