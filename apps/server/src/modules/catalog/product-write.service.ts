import {
  CATEGORY_SLUGS,
  categoryOfProductType,
  IMAGE_WIDTHS_PX,
  isUuid,
  OWN_CATEGORY_TYPE,
  type Product,
  type ProductWriteInput,
  RESERVED_PRODUCT_SLUGS,
  rupeesToPaise,
  slugFromName,
} from '@skins/shared';
import { eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { hasOrderedProduct } from '../orders/index.ts';
import { isProductHeldByPendingCheckout } from '../payments/index.ts';
import { type NewProductRow, products } from './catalog.tables.ts';
import { type CategoryRow, findCategoryBySlug } from './category-store.ts';
import { productIdOrSlugIn } from './product-lookup.ts';
import { toProduct } from './product-view.ts';
import { productSearchText } from './search-text.ts';

// The write side of API.md § Products. Every write sets `search_text` the way the seed does,
// so search finds a renamed product at once; the routes drop the catalog cache afterwards.

const PRODUCT_NOT_FOUND = 'Product not found';
const SLUG_TAKEN = 'Another product already uses this slug.';
/** Two admins creating products of the same name at once: try the next free slug again. */
const SLUG_ATTEMPTS = 3;

export type DeleteOutcome = 'deleted' | 'deactivated';

/** `base`, else `base-2`, `base-3` … — the first one no product uses and no route owns. */
async function freeSlug(db: Db, base: string): Promise<string> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  const isFree = (slug: string) =>
    !taken.has(slug) &&
    !isUuid(slug) &&
    !(RESERVED_PRODUCT_SLUGS as readonly string[]).includes(slug);
  if (isFree(base)) return base;
  for (let n = 2; ; n += 1) {
    if (isFree(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** An upload's smallest width, or an artwork's own thumbnail view. */
function thumbnailOf(image: string): string {
  const upload = /^(\/media\/uploads\/[^/]+\/)\d+\.webp$/.exec(image);
  if (upload) return `${upload[1]}${IMAGE_WIDTHS_PX[0]}.webp`;
  return image.replace(/\/[a-z]+\.svg$/, '/thumb.svg');
}

/**
 * The category a write body names by its slug now (an old slug is refused: the admin's form
 * lists the live ones), with its product type checked: a built-in category's own types; a
 * category the owner added has none, and its products are of type `others` (decision 067).
 */
async function categoryOfInput(db: Db, input: ProductWriteInput): Promise<CategoryRow> {
  const category = await findCategoryBySlug(db, input.category);
  const invalid = (field: string, message: string) =>
    new AppError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
      fields: { [field]: message },
    });
  if (!category) throw invalid('category', 'Choose a category');
  const isBuiltIn = (CATEGORY_SLUGS as readonly string[]).includes(category.id);
  const fits = isBuiltIn
    ? categoryOfProductType(input.productType) === category.id
    : input.productType === OWN_CATEGORY_TYPE;
  if (!fits) throw invalid('productType', 'This product type is not in the chosen category');
  return category;
}

/** The stored columns of a write body: paise inside, search text derived. */
function productColumns(input: ProductWriteInput, category: CategoryRow) {
  const [firstImage] = input.images;
  if (firstImage === undefined) throw new RangeError('A product needs an image');
  return {
    name: input.name,
    description: input.description,
    priceInPaise: rupeesToPaise(input.price),
    compareAtPriceInPaise:
      input.compareAtPrice == null ? null : rupeesToPaise(input.compareAtPrice),
    images: input.images,
    thumbnail: thumbnailOf(firstImage),
    categoryId: category.id,
    productType: input.productType,
    tags: input.tags,
    compatibility: input.compatibility,
    searchText: productSearchText({
      ...input,
      category: category.id,
      categoryName: category.name,
    }),
  } satisfies Omit<NewProductRow, 'slug'>;
}

function slugTaken(): AppError {
  return new AppError(409, 'CONFLICT', SLUG_TAKEN, { fields: { slug: SLUG_TAKEN } });
}

export async function createProduct(db: Db, input: ProductWriteInput): Promise<Product> {
  const category = await categoryOfInput(db, input);
  const columns = productColumns(input, category);
  for (let attempt = 1; ; attempt += 1) {
    const slug = input.slug ?? (await freeSlug(db, slugFromName(input.name)));
    try {
      const [row] = await db
        .insert(products)
        .values({ ...columns, slug, active: input.active ?? true, stock: input.stock ?? null })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toProduct(row, { slug: category.slug, withStock: true });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // An admin's own slug is theirs to change; a generated one was taken a moment ago.
      if (input.slug !== undefined || attempt >= SLUG_ATTEMPTS) throw slugTaken();
    }
  }
}

/**
 * Replaces the product's fields; an absent `slug`, `active` or `stock` keeps the stored one (the
 * admin's form sends `stock` only when the owner changed it, so a sale between loading the form
 * and saving it is not undone, decision 065).
 */
export async function updateProduct(
  db: Db,
  idOrSlug: string,
  input: ProductWriteInput,
): Promise<Product> {
  const category = await categoryOfInput(db, input);
  const rows = await db
    .update(products)
    .set({
      ...productColumns(input, category),
      ...(input.slug === undefined ? {} : { slug: input.slug }),
      ...(input.active === undefined ? {} : { active: input.active }),
      ...(input.stock === undefined ? {} : { stock: input.stock }),
      updatedAt: sql`now()`,
    })
    .where(productIdOrSlugIn([idOrSlug]))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    });
  const [row] = rows;
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toProduct(row, { slug: category.slug, withStock: true });
}

/**
 * Deletes a product nobody ordered. One that order items refer to — or that a pending checkout
 * holds, which may still become an order — is deactivated instead: it leaves the storefront,
 * and past orders keep their snapshot (name, image URL, price). Images are never deleted.
 */
export async function deleteProduct(
  db: Db,
  idOrSlug: string,
): Promise<{ id: string; outcome: DeleteOutcome }> {
  return db.transaction(async (tx) => {
    // Locked first: an order item written meanwhile waits for this transaction, and then sees
    // either the product still there or a pending checkout that kept it.
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(productIdOrSlugIn([idOrSlug]))
      .for('update');
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const isKept =
      (await hasOrderedProduct(tx, product.id)) ||
      (await isProductHeldByPendingCheckout(tx, product.id));
    if (isKept) {
      await tx
        .update(products)
        .set({ active: false, updatedAt: sql`now()` })
        .where(eq(products.id, product.id));
      return { id: product.id, outcome: 'deactivated' };
    }
    await tx.delete(products).where(eq(products.id, product.id));
    return { id: product.id, outcome: 'deleted' };
  });
}
