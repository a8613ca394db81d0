import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { products } from './catalog.tables.ts';
import { ADMIN, authenticateAdmin, body } from './product-admin.fixtures.ts';

// The search index in step with the products table: the shop's own writes at once, writes made
// behind its back once the catalog cache's lifetime has passed (decision 043).

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

async function shop(env: Record<string, string> = {}) {
  const built = await buildTestApp(env, { authenticateAdmin });
  closing.push(
    () => built.app.close(),
    () => built.database.dispose(),
  );
  return built;
}

async function suggestions(app: App, query: string): Promise<string[]> {
  const response = await app.inject({
    url: `/api/products/search/autocomplete?query=${encodeURIComponent(query)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { name: string }[] }>().data.map((item) => item.name);
}

async function fullSearch(app: App, query: string): Promise<{ total: number; names: string[] }> {
  const response = await app.inject({
    url: `/api/products/search/full?query=${encodeURIComponent(query)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json<{ total: number; data: { name: string }[] }>();
  return { total: list.total, names: list.data.map((p) => p.name) };
}

function write(app: App, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: ADMIN, ...(payload ? { payload } : {}) });
}

describe("the shop's own product writes", () => {
  it('show in suggestions and results at once: created, renamed, deactivated, deleted', async () => {
    const { app } = await shop();
    // Searched first, so the index is built (and its answers cached) before the writes.
    expect(await suggestions(app, 'quokka')).toEqual([]);

    const created = await write(app, 'POST', '/api/products', body({ name: 'Quokka Sunrise' }));
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = created.json<{ _id: string }>();
    expect(await suggestions(app, 'quokka')).toEqual(['Quokka Sunrise']);
    expect(await suggestions(app, 'qokka')).toEqual(['Quokka Sunrise']);
    expect(await fullSearch(app, 'quokka sunrise')).toEqual({
      total: 1,
      names: ['Quokka Sunrise'],
    });

    const renamed = await write(app, 'PUT', `/api/products/${id}`, body({ name: 'Wombat Dusk' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await suggestions(app, 'quokka')).toEqual([]);
    expect(await suggestions(app, 'wombat')).toEqual(['Wombat Dusk']);

    const hidden = await write(
      app,
      'PUT',
      `/api/products/${id}`,
      body({ name: 'Wombat Dusk', active: false }),
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await suggestions(app, 'wombat')).toEqual([]);
    expect(await fullSearch(app, 'wombat')).toEqual({ total: 0, names: [] });
    const asAdmin = await app.inject({
      url: '/api/products?includeInactive=true&search=wombat',
      headers: ADMIN,
    });
    expect(asAdmin.json<{ total: number }>().total).toBe(1);

    const deleted = await write(app, 'DELETE', `/api/products/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const afterDelete = await app.inject({
      url: '/api/products?includeInactive=true&search=wombat',
      headers: ADMIN,
    });
    expect(afterDelete.json<{ total: number }>().total).toBe(0);
  });
});

describe('a write made behind the shop’s back (another process, psql)', () => {
  async function renameInTheDatabase(database: TestDatabase, id: string, name: string) {
    await database.db
      .update(products)
      .set({ name, searchText: name.toLowerCase(), updatedAt: new Date() })
      .where(eq(products.id, id));
  }

  it('shows once the catalog cache’s lifetime has passed, answering meanwhile', async () => {
    // A lifetime of 1 ms: the index looks for unsignalled writes once a second at most.
    const { app, database } = await shop({ CATALOG_CACHE_TTL_MS: '1' });
    const created = await write(app, 'POST', '/api/products', body({ name: 'Pangolin Glow' }));
    const { _id: id } = created.json<{ _id: string }>();
    expect(await suggestions(app, 'pangolin')).toEqual(['Pangolin Glow']);

    await renameInTheDatabase(database, id, 'Axolotl Glow');
    await vi.waitFor(
      async () => expect(await suggestions(app, 'axolotl')).toEqual(['Axolotl Glow']),
      {
        timeout: 5_000,
        interval: 100,
      },
    );
    expect(await suggestions(app, 'pangolin')).toEqual([]);
  });
});
