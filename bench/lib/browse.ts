import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { AutocompleteItemSchema, dataEnvelopeSchema, ProductListSchema } from '@skins/shared';
import { createBenchDatabase, withDatabaseClient } from './bench-database.ts';
import { randomListingPath, seededRandom, typedQueries } from './browse-paths.ts';
import {
  type BrowseReport,
  type BrowseSize,
  browseTargets,
  mixConnections,
  printBrowseReport,
  scenarioNames,
  searchConnections,
} from './browse-report.ts';
import type { Cleanup } from './cleanup.ts';
import { type Measurement, measure } from './load.ts';
import { loadShopperMix } from './overload-load.ts';
import { describeMachine } from './report.ts';
import { loggedErrors, seedCatalog, startCeiling, startShop } from './shop.ts';

interface BrowseBench {
  adminUrl: string;
  /** Catalog sizes, each seeded into its own fresh database in turn. */
  sizes: number[];
  durationSec: number;
  warmupSec: number;
  dataDir: string;
  cleanup: Cleanup;
  step: (text: string) => void;
}

const databaseName = 'skins_bench_browse';
// The shortest lifetime the setting takes: answers are never reused, concurrent identical misses
// still share one query (as with any lifetime).
const noCache = { CATALOG_CACHE_TTL_MS: '1' };

const mixDescription = 'GET /api/products: page 1-40, any sort, category 30%, tag 20%';
const typedDescription = 'GET /api/products/search/autocomplete: distinct typed queries';

const AutocompleteAnswerSchema = dataEnvelopeSchema(AutocompleteItemSchema);

/**
 * Browsing as shoppers do, past page 1, and search as they type, at each catalog size: the
 * random listing mix with the catalog cache and without it, and distinct typed queries with
 * and without it; the mix as a ratio of the bare-Fastify ceiling measured in the same run.
 */
export async function benchBrowse(bench: BrowseBench): Promise<BrowseReport> {
  const { step, cleanup } = bench;
  const loadAtStart = loadavg()[0] ?? 0;
  const runFor = { durationSec: bench.durationSec, warmupSec: bench.warmupSec };
  let ceiling: Measurement | undefined;
  let postgres = 'unknown';
  const sizes: BrowseSize[] = [];

  for (const catalogSize of bench.sizes) {
    step(`Browse: a fresh database with ${catalogSize} products`);
    const database = await createBenchDatabase(bench.adminUrl, databaseName);
    cleanup.add(`drop ${databaseName}`, database.drop);
    postgres = database.serverVersion;
    const env = {
      databaseUrl: database.url,
      dataDir: join(bench.dataDir, `browse-${catalogSize}`),
    };
    await mkdir(env.dataDir, { recursive: true });
    await seedCatalog(env, catalogSize);
    // As autovacuum leaves a settled catalog: statistics and the visibility map (index-only scans).
    const names = await withDatabaseClient(database.url, async (client) => {
      await client.query('VACUUM ANALYZE');
      const result = await client.query<{ name: string }>(
        'select name from products group by name order by name collate "C"',
      );
      return result.rows.map((row) => row.name);
    });

    step('Starting the shop twice: with the catalog cache, and without it');
    const cached = await startShop(env);
    const uncached = await startShop(env, noCache);
    const stopShops = async () => {
      await cached.stop();
      await uncached.stop();
    };
    cleanup.add('stop the browse shops', stopShops);

    const { tags } = await loadShopperMix(cached.baseUrl);
    const queries = typedQueries(names, seededRandom(catalogSize));
    const typedSample = await askTyped(uncached.baseUrl, queries.slice(0, 100));
    console.log(
      `${catalogSize} products, ${tags.length} tags, ${queries.length} distinct typed queries; ` +
        `${typedSample.answered} of ${typedSample.asked} sampled got suggestions`,
    );

    if (!ceiling) {
      const body = await (await fetch(`${cached.baseUrl}/api/products?page=1&limit=12`)).text();
      ProductListSchema.parse(JSON.parse(body));
      step('Starting the ceiling server (bare Fastify, the page-1 JSON from memory)');
      const ceilingServer = await startCeiling(body, bench.dataDir);
      cleanup.add('stop the browse ceiling server', () => ceilingServer.stop());
      ceiling = await measure({
        name: 'ceiling: bare Fastify',
        baseUrl: ceilingServer.baseUrl,
        paths: ['/api/products?page=1&limit=12'],
        connections: mixConnections,
        ...runFor,
      });
      await ceilingServer.stop();
    }

    step(
      `Measuring at ${catalogSize} products, ${bench.warmupSec} s warm-up + ${bench.durationSec} s each`,
    );
    const random = seededRandom(catalogSize + 1);
    const mix = (name: string, baseUrl: string) =>
      measure({
        name,
        baseUrl,
        paths: [mixDescription],
        nextPath: () => randomListingPath(tags, random),
        connections: mixConnections,
        ...runFor,
      });
    // One shared cursor through the distinct queries: no query is asked twice until all were.
    let next = 0;
    const typed = (name: string, baseUrl: string) =>
      measure({
        name,
        baseUrl,
        paths: [typedDescription],
        nextPath: () => {
          const query = queries[next++ % queries.length] ?? '';
          return `/api/products/search/autocomplete?query=${encodeURIComponent(query)}`;
        },
        connections: searchConnections,
        ...runFor,
      });
    const measurements = [
      await mix(scenarioNames.mixCached, cached.baseUrl),
      await mix(scenarioNames.mixUncached, uncached.baseUrl),
      await typed(scenarioNames.typedCached, cached.baseUrl),
      await typed(scenarioNames.typedUncached, uncached.baseUrl),
    ];
    sizes.push({ catalogSize, distinctQueries: queries.length, typedSample, measurements });
    for (const shop of [cached, uncached]) {
      for (const line of loggedErrors(shop)) console.log(`shop error: ${line}`);
    }

    await stopShops();
    await database.drop();
  }

  if (!ceiling) throw new Error('no catalog size to browse');
  const report: BrowseReport = {
    ranAt: new Date().toISOString(),
    machine: describeMachine(postgres),
    loadAverage1m: { start: loadAtStart, end: loadavg()[0] ?? 0 },
    ceiling,
    sizes,
    targets: browseTargets(ceiling, sizes),
  };
  printBrowseReport(report);
  return report;
}

async function askTyped(baseUrl: string, queries: string[]): Promise<BrowseSize['typedSample']> {
  let answered = 0;
  let suggestions = 0;
  for (const query of queries) {
    const url = `${baseUrl}/api/products/search/autocomplete?query=${encodeURIComponent(query)}`;
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    const { data } = AutocompleteAnswerSchema.parse(await response.json());
    if (data.length > 0) answered += 1;
    suggestions += data.length;
  }
  return { asked: queries.length, answered, suggestions };
}
