import { snapshotById } from '../audit/index.ts';
import { products } from './catalog.tables.ts';

/**
 * The audit log's before → after of an admin write to a product (admin-scope.ts), addressed by
 * id or slug as the routes are; without the search text derived from the rest.
 */
export const PRODUCT_AUDIT = {
  entity: 'product',
  snapshot: snapshotById(products, { omit: ['searchText'], slug: products.slug }),
};
