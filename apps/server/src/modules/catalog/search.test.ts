import { AutocompleteItemSchema, ProductListSchema } from '@skins/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { replaceCatalog } from '../../db/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';

// Search quality on the real demo catalog, and the same answers on PGlite and PostgreSQL.

const NOW = new Date('2026-11-01T00:00:00Z');
const AutocompleteSchema = z.object({ data: z.array(AutocompleteItemSchema) });

interface Engine {
  app: App;
  database: TestDatabase;
}

async function startEngine(kind: 'pglite' | 'postgres'): Promise<Engine> {
  const previous = process.env.TEST_DB;
  process.env.TEST_DB = kind;
  let database: TestDatabase;
  try {
    database = await createTestDatabase();
  } finally {
    process.env.TEST_DB = previous;
  }
  await replaceCatalog(database.db, { now: NOW });
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      STORE_PASSWORD: '',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
    database,
  });
  await app.ready();
  return { app, database };
}

const mainKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
// The PGlite run also starts PostgreSQL (when there is one) to compare answers.
const comparesEngines = mainKind === 'pglite' && Boolean(process.env.TEST_DATABASE_URL);
const engines: Engine[] = [];
let main: Engine;

beforeAll(async () => {
  main = await startEngine(mainKind);
  engines.push(main);
  if (comparesEngines) engines.push(await startEngine('postgres'));
}, 120_000);

afterAll(async () => {
  for (const { app, database } of engines) {
    await app.close();
    await database.dispose();
  }
});

async function getJson(engine: Engine, url: string): Promise<unknown> {
  const response = await engine.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

async function autocomplete(query: string) {
  const url = `/api/products/search/autocomplete?query=${encodeURIComponent(query)}`;
  return AutocompleteSchema.parse(await getJson(main, url)).data;
}

describe('typo-tolerant search on the demo catalog', () => {
  it('finds iPhone skins for "iphne"', async () => {
    const hits = await autocomplete('iphne');
    expect(hits.length).toBeGreaterThanOrEqual(5);
    expect(hits.every((p) => p.productType.name === 'iphone')).toBe(true);
  });

  it('finds MacBook skins for "macbok"', async () => {
    const hits = await autocomplete('macbok');
    expect(hits.length).toBeGreaterThanOrEqual(5);
    expect(hits.every((p) => p.productType.name === 'macbook')).toBe(true);
  });

  it('finds carbon fibre for "carbon fiber", best matches first', async () => {
    const url = '/api/products/search/full?query=carbon%20fiber&limit=5';
    const list = ProductListSchema.parse(await getJson(main, url));
    expect(list.total).toBeGreaterThan(0);
    expect(list.data[0]?.name.toLowerCase()).toContain('carbon fibre');
  });

  it.each([
    ['Phone Skins', 'mobile-skins'],
    ['Laptop Wraps', 'laptop-skins'],
  ])('finds a full page of %s, the popular chip, in %s', async (query, category) => {
    const url = `/api/products/search/full?query=${encodeURIComponent(query)}`;
    const list = ProductListSchema.parse(await getJson(main, url));
    expect(list.total).toBeGreaterThanOrEqual(12);
    expect(list.data.every((p) => p.category === category)).toBe(true);
  });

  it('suggests while typing: a word prefix matches', async () => {
    const hits = await autocomplete('playst');
    expect(hits.length).toBeGreaterThan(0);
  });

  it('answers nothing for blank or symbol-only queries, never the whole catalog', async () => {
    for (const query of ['', '   ', '!!!', '&|:*']) {
      expect(await autocomplete(query), JSON.stringify(query)).toEqual([]);
      const full = ProductListSchema.parse(
        await getJson(main, `/api/products/search/full?query=${encodeURIComponent(query)}`),
      );
      expect(full.total).toBe(0);
    }
  });

  it('refuses an over-long query with 400', async () => {
    const response = await main.app.inject({
      method: 'GET',
      url: `/api/products/search/autocomplete?query=${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe.runIf(comparesEngines)('PGlite and PostgreSQL answer alike', () => {
  const urls = [
    '/api/products?sort=Name&limit=30',
    '/api/products?sort=PriceLowHigh&page=2',
    '/api/products?sort=Popular&tags=matte,glossy',
    '/api/products/type/ps5?sort=PriceHighLow',
    '/api/products/search/full?query=carbon%20fiber&limit=20',
    '/api/products/search/autocomplete?query=iphne',
    '/api/products/search/autocomplete?query=samsng%20galaxy',
    '/api/products/search?search=marble',
    '/api/products/trending',
  ];

  it.each(urls)('%s', async (url) => {
    // Ids are random per database; everything else, including the order, must match.
    const strip = (body: unknown) =>
      JSON.parse(JSON.stringify(body), (key, value) => (key === '_id' ? undefined : value));
    const [pglite, postgres] = await Promise.all(engines.map((engine) => getJson(engine, url)));
    expect(strip(postgres)).toEqual(strip(pglite));
  });
});
