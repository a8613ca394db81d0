// Load benchmark of the shop's catalog API against a bare-Fastify ceiling, browsing past page 1
// and search as shoppers type at 10k and 100k products, the shop at 500
// connections with and without load shedding, paid orders per second end to end with a
// duplicate audit, other shoppers browsing while download loops ask for one order's invoice PDF,
// then the built storefront's first-load JavaScript and Lighthouse scores, in one run.
// The owner's analytics on a year of 300 orders a day has its own section (bench/lib/analytics.ts).
// Usage: npm run bench [-- --only api|browse|overload|orders|invoices|analytics|storefront]   (see bench/README.md)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ServerProcess } from '../apps/server/src/testing/server-process.ts';
import { benchAnalytics } from './lib/analytics.ts';
import { type BenchDatabase, createBenchDatabase, redact } from './lib/bench-database.ts';
import { benchBrowse } from './lib/browse.ts';
import { benchCheckout } from './lib/checkout.ts';
import { checkAnswers } from './lib/checks.ts';
import { Cleanup } from './lib/cleanup.ts';
import { benchInvoices } from './lib/invoices.ts';
import { measure } from './lib/load.ts';
import { benchOverload } from './lib/overload.ts';
import {
  describeMachine,
  evaluateTargets,
  printReport,
  type Report,
  writeSections,
} from './lib/report.ts';
import { type ShopEnv, seedCatalog, startCeiling, startShop } from './lib/shop.ts';
import { benchStorefront } from './lib/storefront.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const catalogSize = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const durationSec = Number(process.env.BENCH_DURATION_SEC ?? 10);
const warmupSec = 3;
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 16);
const overloadConnections = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 500);
const invoiceShoppers = Number(process.env.BENCH_INVOICE_SHOPPERS ?? 30);
const invoiceLoops = Number(process.env.BENCH_INVOICE_LOOPS ?? 4);
const browseSizes = (process.env.BENCH_BROWSE_PRODUCTS ?? '10000,100000').split(',').map(Number);
const resultsDir = join(import.meta.dirname, 'results');
const resultsPath = join(resultsDir, 'latest.json');

const listingPath = '/api/products?page=1&limit=12';
// Typo'd words, rotated per connection, so the search does real fuzzy matching.
const autocompletePaths = ['iphne', 'macbok', 'samsng', 'carbn'].map(
  (query) => `/api/products/search/autocomplete?query=${query}`,
);

const sections = [
  'api',
  'browse',
  'overload',
  'orders',
  'invoices',
  'analytics',
  'storefront',
] as const;
type Section = (typeof sections)[number];
const isSection = (value: string): value is Section => sections.some((s) => s === value);

const step = (text: string) => console.log(`\n== ${text}`);
const cleanup = new Cleanup();

/** `--only <section>` runs one section; no flag runs them all. */
function selectedSections(): Section[] {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (values.only === undefined) return [...sections];
  if (!isSection(values.only)) {
    throw new Error(`--only takes one of: ${sections.join(', ')} (got "${values.only}")`);
  }
  return [values.only];
}

interface PostgresShop {
  database: BenchDatabase;
  shop: ServerProcess;
  dataDir: string;
  env: ShopEnv;
}

/** The API and orders sections share one seeded database and one shop server. */
async function startPostgresShop(dataDir: string): Promise<PostgresShop> {
  step(`Creating a fresh bench database next to ${redact(adminUrl)}`);
  const database = await createBenchDatabase(adminUrl);
  cleanup.add('drop the bench database', database.drop);

  step(`Seeding ${catalogSize} products`);
  const env = { databaseUrl: database.url, dataDir };
  await seedCatalog(env, catalogSize);

  step('Starting the shop server (NODE_ENV=production)');
  const shop = await startShop(env);
  cleanup.add('stop the shop server', () => shop.stop());
  return { database, shop, dataDir, env };
}

async function benchApi({ database, shop, dataDir }: PostgresShop): Promise<Report> {
  const { listingBody, suggestionsPerQuery } = await checkAnswers(shop.baseUrl, {
    listingPath,
    autocompletePaths,
    catalogSize,
  });

  step('Starting the ceiling server (bare Fastify, same JSON from memory)');
  const ceilingServer = await startCeiling(listingBody, dataDir);
  cleanup.add('stop the ceiling server', () => ceilingServer.stop());

  const runFor = { durationSec, warmupSec };
  step(`Measuring, ${warmupSec} s warm-up + ${durationSec} s each`);
  const listing = await measure({
    name: 'catalog listing',
    baseUrl: shop.baseUrl,
    paths: [listingPath],
    connections: 64,
    ...runFor,
  });
  const autocomplete = await measure({
    name: 'autocomplete (typos)',
    baseUrl: shop.baseUrl,
    paths: autocompletePaths,
    connections: 32,
    ...runFor,
  });
  const ceiling = await measure({
    name: 'ceiling: bare Fastify',
    baseUrl: ceilingServer.baseUrl,
    paths: [listingPath],
    connections: 64,
    ...runFor,
  });

  // Idle from here on; stopped now so the orders section has the machine to itself.
  await ceilingServer.stop();

  const report: Report = {
    ranAt: new Date().toISOString(),
    machine: describeMachine(database.serverVersion),
    catalogSize,
    suggestionsPerQuery,
    ceiling,
    measurements: [listing, autocomplete],
    targets: evaluateTargets(listing, autocomplete, ceiling),
  };
  printReport(report);
  return report;
}

/** The PostgreSQL sections, in that order; each writes its own key of latest.json. */
async function benchPostgres(only: Section[], dataDir: string): Promise<void> {
  if (only.includes('browse')) {
    // Its own databases (one per catalog size), seeded and dropped in turn, before the others.
    const browse = await benchBrowse({
      adminUrl,
      sizes: browseSizes,
      durationSec,
      warmupSec,
      dataDir,
      cleanup,
      step,
    });
    await writeSections(resultsPath, { browse });
    console.log(`\nWritten to ${resultsPath} (browse)`);
  }
  if (only.includes('analytics')) {
    // Its own database too: a year of orders, which the other sections must not see.
    const analytics = await benchAnalytics({ adminUrl, dataDir, cleanup, step });
    await writeSections(resultsPath, { analytics });
    console.log(`\nWritten to ${resultsPath} (analytics)`);
  }
  const shared = only.filter((s) => !['browse', 'analytics', 'storefront'].includes(s));
  if (shared.length === 0) return;
  const postgresShop = await startPostgresShop(dataDir);
  if (only.includes('api')) {
    await writeSections(resultsPath, { api: await benchApi(postgresShop) });
    console.log(`\nWritten to ${resultsPath} (api)`);
  }
  if (only.includes('overload')) {
    const overload = await benchOverload({
      shopEnv: postgresShop.env,
      catalogUrl: postgresShop.shop.baseUrl,
      postgres: postgresShop.database.serverVersion,
      connections: overloadConnections,
      durationSec,
      warmupSec,
      step,
    });
    await writeSections(resultsPath, { overload });
    console.log(`\nWritten to ${resultsPath} (overload)`);
  }
  if (only.includes('orders')) {
    const orders = await benchCheckout({
      shop: postgresShop.shop,
      databaseUrl: postgresShop.database.url,
      postgres: postgresShop.database.serverVersion,
      shoppers,
      durationSec,
      warmupSec,
      step,
    });
    await writeSections(resultsPath, { orders });
    console.log(`\nWritten to ${resultsPath} (orders)`);
  }
  if (only.includes('invoices')) {
    const invoices = await benchInvoices({
      shopEnv: postgresShop.env,
      catalogUrl: postgresShop.shop.baseUrl,
      postgres: postgresShop.database.serverVersion,
      shoppers: invoiceShoppers,
      loops: invoiceLoops,
      durationSec,
      warmupSec,
      step,
    });
    await writeSections(resultsPath, { invoices });
    console.log(`\nWritten to ${resultsPath} (invoices)`);
  }
}

try {
  const only = selectedSections();
  const dataDir = await mkdtemp(join(tmpdir(), 'skins-bench-'));
  cleanup.add('remove the data directory', () => rm(dataDir, { recursive: true, force: true }));
  if (only.some((section) => section !== 'storefront')) await benchPostgres(only, dataDir);
  if (only.includes('storefront')) await benchStorefront({ dataDir, resultsDir, cleanup, step });
} catch (error) {
  process.exitCode = 1;
  console.error('\nbench failed:', error instanceof Error ? error.message : error);
} finally {
  step('Cleaning up');
  await cleanup.run();
}
