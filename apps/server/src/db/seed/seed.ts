import { fillEmptyCatalog, replaceAllProducts } from '../../modules/catalog/index.ts';
import type { Db } from '../client.ts';
import { generateDemoCatalog } from './catalog/generate.ts';

/** Fills an empty catalog with the demo products; a catalog with any product is left alone. */
export function seedDemoCatalogIfEmpty(db: Db): Promise<number> {
  return fillEmptyCatalog(db, () => generateDemoCatalog());
}

/** Replaces the whole catalog with a generated one (benchmarks, tests). */
export function replaceCatalog(
  db: Db,
  options: { size?: number; now?: Date } = {},
): Promise<number> {
  return replaceAllProducts(db, generateDemoCatalog(options));
}
