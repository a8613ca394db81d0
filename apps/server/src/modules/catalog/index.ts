// Catalog's public file: what other modules (and the seed) may use. Its tables stay inside
// (architecture.test.ts).

export { getProduct, listProducts } from './catalog.service.ts';
export { CatalogCache } from './catalog-cache.ts';
export { shareCatalogWrites } from './catalog-cache-sharing.ts';
export { listStorefrontCategories, redirectedCategorySlug } from './category-store.ts';
export { fillEmptyCatalog, insertProduct, replaceAllProducts } from './product-import.ts';
export {
  findSellableProducts,
  hsnCodesOfProducts,
  listActiveProductSlugs,
  type SellableProduct,
} from './product-lookup.ts';
export { syncReferenceData } from './reference-data.ts';
export { searchIndexFollowing } from './search-index.ts';
export {
  giveBackStock,
  hasStockedProducts,
  lockStockedProducts,
  outOfStock,
  type StockLine,
  type StockTaken,
  takeStock,
  unitsByProduct,
} from './stock.ts';
export { uploadsShownByProducts } from './upload-references.ts';
