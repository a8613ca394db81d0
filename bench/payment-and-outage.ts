// Payment completion while the shop sheds load, and the shop during a database outage (issue
// [14] items 16 and 17), against a compiled shop server on PostgreSQL: this checkout's, or an
// older checkout's with --server-dir, for before/after figures from the same bench.
// Usage: node --import tsx bench/payment-and-outage.ts [--server-dir <dir>] [--calls 50]
//          [--connections 500] [--overload-sec 20] [--products 10000] [--rounds 3]
//          [--only payment|outage]   (see bench/README.md)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { OrderTrackingSchema, ProductListSchema } from '@skins/shared';
import {
  findFreePort,
  repoRoot,
  type SpawnedServer,
  spawnServerProcess,
} from '../apps/server/src/testing/server-process.ts';
import { shopEnv } from '../apps/server/src/testing/shop-process.ts';
import { createBenchDatabase, redact } from './lib/bench-database.ts';
import { Cleanup } from './lib/cleanup.ts';
import { measureDatabaseOutage, type OutageResult } from './lib/database-outage.ts';
import { printOutage, printPayment } from './lib/payment-and-outage-report.ts';
import {
  cheapestProduct,
  expectOk,
  measurePaymentUnderLoad,
  type PaymentUnderLoadResult,
  placePaidOrder,
} from './lib/payment-under-load.ts';
import { describeMachine, writeReport } from './lib/report.ts';
import { startTcpProxy } from './lib/tcp-proxy.ts';

const { values } = parseArgs({
  options: {
    'server-dir': { type: 'string' },
    calls: { type: 'string', default: '50' },
    connections: { type: 'string', default: '500' },
    'overload-sec': { type: 'string', default: '20' },
    products: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const positive = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number > 0`);
  return value;
};
const calls = positive('calls');
const connections = positive('connections');
const overloadSec = positive('overload-sec');
const products = positive('products');
const rounds = positive('rounds');
if (values.only !== undefined && values.only !== 'payment' && values.only !== 'outage') {
  throw new Error(`--only takes payment or outage (got "${values.only}")`);
}
const runsPayment = values.only !== 'outage';
const runsOutage = values.only !== 'payment';

const serverDir = resolve(values['server-dir'] ?? repoRoot);
const distDir = join(serverDir, 'apps/server/dist');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const resultsPath = join(
  import.meta.dirname,
  'results',
  values['server-dir'] === undefined
    ? 'payment-and-outage.json'
    : `payment-and-outage-${basename(serverDir)}.json`,
);

// The most a positive-int setting takes (9 digits): in effect no limit.
const unlimited = '999999999';
/**
 * Cash on delivery on, and the per-IP and per-phone limits out of the way: every bench request
 * comes from one address, and a 429 would hide what shedding or the outage answered.
 */
const benchSettings = {
  COD_ENABLED: 'true',
  COD_MAX_ORDER_RUPEES: unlimited,
  RATE_LIMIT_COD_PER_MINUTE: unlimited,
  RATE_LIMIT_COD_PER_PHONE_PER_HOUR: unlimited,
  RATE_LIMIT_ORDER_LOOKUP_PER_MINUTE: unlimited,
};

const step = (text: string) => console.log(`\n== ${text}`);
const cleanup = new Cleanup();

function revisionOf(dir: string): string {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** The compiled shop of `serverDir` on `databaseUrl`, with the shop's own OVERLOAD_* defaults. */
async function startShop(databaseUrl: string, dataDir: string): Promise<SpawnedServer> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...shopEnv({ dataDir, databaseUrl }, port), ...benchSettings };
  // The shop's defaults (or the caller's OVERLOAD_*), not the tests' event-loop check off.
  if (process.env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS === undefined) {
    delete env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS;
  }
  const server = spawnServerProcess({
    label: `shop server (${serverDir})`,
    build: 'compiled',
    args: [join(distDir, 'server.js')],
    env,
    port,
  });
  cleanup.add('stop the shop server', () => server.stop());
  await server.ready();
  return server;
}

/** The catalog of `count` products, written by the same build's seed CLI (its own schema). */
async function seedCatalog(databaseUrl: string, dataDir: string, count: number): Promise<void> {
  const child = spawn(
    process.execPath,
    [join(distDir, 'seed.js'), '--products', `${count}`, '--reset'],
    {
      cwd: serverDir,
      // Any port: the seed CLI does not listen, and the shop refuses port 0 without PUBLIC_URL.
      env: shopEnv({ dataDir, databaseUrl }, 3000),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exit = await new Promise<string | number>((resolveExit, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolveExit(code ?? signal ?? 'unknown'));
  });
  if (exit !== 0) throw new Error(`the seed CLI failed (exit ${exit})`);
}

async function runPayment(databaseUrl: string, dataDir: string): Promise<PaymentUnderLoadResult> {
  step(
    `Payment completion while the shop sheds: ${connections} catalog shoppers for ${overloadSec} s, ` +
      `${calls} verify-payment repeats and ${calls} COD orders among them`,
  );
  const shop = await startShop(databaseUrl, dataDir);
  try {
    return await measurePaymentUnderLoad({
      baseUrl: shop.baseUrl,
      calls,
      connections,
      overloadSec,
    });
  } finally {
    await shop.stop();
  }
}

async function runOutage(databaseUrl: string, dataDir: string): Promise<OutageResult> {
  const direct = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  cleanup.add('close the database proxy', proxy.close);
  const viaProxy = new URL(databaseUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = `${proxy.port}`;
  step(`Database outage: the shop reaches PostgreSQL through a proxy on port ${proxy.port}`);
  const shop = await startShop(viaProxy.toString(), dataDir);
  let hasExited = false;
  void shop.exited.then(() => {
    hasExited = true;
  });
  try {
    const product = await cheapestProduct(shop.baseUrl);
    const paid = await placePaidOrder(shop.baseUrl, product);
    const tracked = await expectOk(
      shop.baseUrl,
      { method: 'GET', path: `/api/orders/track-order/${paid.orderId}` },
      OrderTrackingSchema,
    );
    const list = await expectOk(
      shop.baseUrl,
      { method: 'GET', path: '/api/products?page=1&limit=100' },
      ProductListSchema,
    );
    const names = list.data.map((p) => p.name.toLowerCase());
    const words = [...new Set(names.flatMap((name) => name.match(/[a-z]{4,}/g) ?? []))];
    if (words.length === 0) throw new Error('the catalog has no product names to search for');
    return await measureDatabaseOutage({
      baseUrl: shop.baseUrl,
      proxy,
      rounds,
      timeoutMs: 10_000,
      hasExited: () => hasExited,
      shopper: {
        slugs: list.data.map((p) => p.slug),
        words,
        product,
        order: { number: tracked.number, email: paid.email },
      },
    });
  } finally {
    await shop.stop();
    await proxy.close();
  }
}

async function main(): Promise<void> {
  for (const file of ['server.js', 'seed.js']) {
    if (!existsSync(join(distDir, file))) {
      throw new Error(
        `${join(distDir, file)} is missing: build that checkout first (npm run build)`,
      );
    }
  }
  // The checkout's commit; the build may be older: its time says so.
  const revision = revisionOf(serverDir);
  const builtAt = statSync(join(distDir, 'server.js')).mtime.toISOString();
  const [load1m] = loadavg();
  console.log(
    `Shop server: ${distDir} (checkout ${revision}, built ${builtAt}); ` +
      `load average ${load1m?.toFixed(2)}`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'skins-payment-outage-'));
  cleanup.add('remove the data directory', () => rm(dataDir, { recursive: true, force: true }));

  step(`Creating a fresh database next to ${redact(adminUrl)}, ${products} products`);
  const database = await createBenchDatabase(adminUrl, 'skins_bench_payment_outage');
  cleanup.add('drop the bench database', database.drop);
  await seedCatalog(database.url, dataDir, products);

  const payment = runsPayment ? await runPayment(database.url, dataDir) : null;
  const outage = runsOutage ? await runOutage(database.url, dataDir) : null;

  console.log(`\nShop server of ${serverDir}: checkout ${revision}, built ${builtAt}`);
  if (payment) printPayment(payment);
  if (outage) printOutage(outage);
  await writeReport(resultsPath, {
    ranAt: new Date().toISOString(),
    serverDir,
    revision,
    builtAt,
    machine: describeMachine(database.serverVersion),
    loadAverage1m: load1m,
    payment,
    outage,
  });
  console.log(`\nResults: ${resultsPath}`);
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanup.run();
}
