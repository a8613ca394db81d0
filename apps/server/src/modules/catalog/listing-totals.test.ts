import type { ProductSort, ProductTypeName } from '@skins/shared';
import { categoryOfProductType, SORTS } from '@skins/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { type ListFilters, listProducts } from './catalog.service.ts';
import { products } from './catalog.tables.ts';

// A listing's `total` comes from product_counts, kept by a trigger on every write to products
// (decision 039): it must equal a count of what the filters match, after any kind of write.

let t: TestContext;
const day = (n: number) => new Date(Date.UTC(2026, 9, n));

interface Made {
  id: string;
  productType: ProductTypeName;
  tags: string[];
  active: boolean;
}
const made: Made[] = [];

const specs: [ProductTypeName, string[], boolean][] = [
  ['iphone', ['matte', 'bestseller'], true],
  ['iphone', ['glossy'], true],
  ['iphone', ['matte', 'matte'], true],
  ['iphone', [], true],
  ['samsung', ['matte', 'glossy'], true],
  ['samsung', ['wood'], false],
  ['macbook', ['glossy', 'bestseller'], true],
  ['macbook', ['matte'], true],
  ['dell', ['matte'], false],
  ['ps5', ['neon', 'glossy'], true],
  ['xbox', ['matte'], true],
  ['airpods', ['glossy'], true],
];

beforeAll(async () => {
  t = await buildTestApp();
  let n = 0;
  for (const [productType, tags, active] of specs) {
    n += 1;
    // Two products share a creation time: the id breaks the tie the same way on every page.
    const row = await createProduct(t.database.db, {
      productType,
      tags,
      active,
      name: `Design ${String.fromCharCode(96 + n)} ${n % 3}`,
      price: 400 + (n % 4) * 100,
      createdAt: day(n === 2 ? 1 : n),
    });
    made.push({ id: row.id, productType, tags, active });
  }
});

const filterSets: Omit<ListFilters, 'page' | 'limit' | 'sort'>[] = [
  {},
  { categories: ['mobile-skins'] },
  { categories: ['mobile-skins', 'laptop-skins'] },
  { categories: ['mobile-skins', 'mobile-skins'] },
  { tags: ['matte'] },
  { tags: ['glossy', 'matte'] },
  { tags: ['nothing-has-this'] },
  { categories: ['mobile-skins'], tags: ['glossy'] },
  { categories: ['laptop-skins', 'console-skins'], tags: ['glossy'] },
  { productType: 'iphone' },
  { productType: 'iphone', tags: ['matte'] },
  { productType: 'iphone', categories: ['mobile-skins'] },
  { productType: 'iphone', categories: ['laptop-skins'] },
];

function expectedTotal(filters: (typeof filterSets)[number]): number {
  return made.filter(
    (p) =>
      p.active &&
      (!filters.productType || p.productType === filters.productType) &&
      (!filters.categories || filters.categories.includes(categoryOfProductType(p.productType))) &&
      (!filters.tags || p.tags.some((tag) => filters.tags?.includes(tag))),
  ).length;
}

async function expectTotalsToMatch() {
  for (const filters of filterSets) {
    const list = await listProducts(t.database.db, {
      ...filters,
      page: 1,
      limit: 2,
      sort: 'Newest',
    });
    expect({ filters, total: list.total }).toEqual({ filters, total: expectedTotal(filters) });
    expect(list.totalPages).toBe(Math.ceil(list.total / 2));
    // A page past the last has no row to carry the total: still the true total.
    const past = await listProducts(t.database.db, {
      ...filters,
      page: 99,
      limit: 2,
      sort: 'Name',
    });
    expect(past).toMatchObject({ data: [], total: list.total });
  }
}

describe('listing totals', () => {
  it('count what each filter matches', async () => {
    await expectTotalsToMatch();
  });

  it('stay exact after products are hidden, shown, retagged, moved and deleted', async () => {
    const { db } = t.database;
    const [first, second, third, fourth, fifth, sixth] = made;
    if (!first || !second || !third || !fourth || !fifth || !sixth) throw new Error('setup');
    // One statement touching several rows, as a bulk edit would.
    await db
      .update(products)
      .set({ active: false })
      .where(inArray(products.id, [first.id, second.id]));
    first.active = false;
    second.active = false;
    await db.update(products).set({ active: true }).where(eq(products.id, sixth.id));
    sixth.active = true;
    await db
      .update(products)
      .set({ tags: ['glossy', 'neon'] })
      .where(eq(products.id, third.id));
    third.tags = ['glossy', 'neon'];
    await db
      .update(products)
      .set({ productType: 'hp', categoryId: 'laptop-skins' })
      .where(eq(products.id, fourth.id));
    fourth.productType = 'hp';
    // A write that changes nothing a count depends on.
    await db.update(products).set({ priceInPaise: 99_900 }).where(eq(products.id, fifth.id));
    await db.delete(products).where(eq(products.id, fifth.id));
    made.splice(made.indexOf(fifth), 1);
    await expectTotalsToMatch();
  });

  it('pages through every sort in the same order as one long page', async () => {
    for (const sort of SORTS as readonly ProductSort[]) {
      for (const filters of [{}, { categories: ['mobile-skins'] }, { tags: ['glossy'] }]) {
        const all = await listProducts(t.database.db, { ...filters, page: 1, limit: 100, sort });
        const paged = [];
        for (let page = 1; page <= Math.ceil(all.total / 3) + 1; page++) {
          paged.push(
            ...(await listProducts(t.database.db, { ...filters, page, limit: 3, sort })).data,
          );
        }
        expect(paged.map((p) => p._id)).toEqual(all.data.map((p) => p._id));
        expect(all.data).toHaveLength(all.total);
      }
    }
  });
});
