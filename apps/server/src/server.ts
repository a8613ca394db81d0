import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import {
  type Config,
  ConfigError,
  DEMO_STORE_PASSWORD,
  isAnyAddress,
  listenOrigin,
  loadConfig,
} from './config.ts';
import { type Db, openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { seedDemoCampaignsIfEmpty } from './db/seed/campaigns.ts';
import { seedDemoCatalogIfEmpty } from './db/seed/seed.ts';
import { Drain } from './http/drain.ts';
import { chooseLogFormat, createLogger } from './http/logger.ts';
import { describeFirstAdmin, ensureFirstAdmin } from './modules/auth/index.ts';
import { syncReferenceData } from './modules/catalog/index.ts';

// The only file that listens. Everything it wires is built from configuration here.

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const format = chooseLogFormat(config.logFormat, process.stdout.isTTY === true);
  const log = createLogger(config, format);
  const releaseLock =
    config.database.kind === 'pglite' ? await lockDataDir(config.database.dir) : async () => {};
  const database = await openDatabase(config.database);
  await database.migrate();
  log.info(`Database ready, migrations applied: ${describeDatabase(config)}`);
  await syncReferenceData(database.db);
  const seeded = config.seedDemoCatalog
    ? await seedDemoData(database.db, log, format === 'pretty' && process.stdout.isTTY === true)
    : 0;
  const firstAdmin = await ensureFirstAdmin(database.db, config.admin.firstAdmin);

  const drain = new Drain();
  const app = await buildApp({ config, database, drain, log: { logger: log, format } });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS);
    force.unref();
    if (config.shutdownDrainMs > 0) {
      // Behind a balancer: keep serving, closing each connection after its answer, until the
      // balancer has let go of them all (http/drain.ts); only then stop listening.
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining');
      drain.start();
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Keep-alive connections that finish their request during the close would otherwise hold
    // it open until their idle timeout: close each as soon as it goes idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    try {
      await app.close();
      clearInterval(sweep);
      await database.close();
      await releaseLock();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const origin = listenOrigin(config.host, port);
  console.log(
    [
      '',
      `  Skins shop is running: ${origin}`,
      `  Node.js: ${process.version}`,
      `  Database: ${describeDatabase(config)}${seeded ? ` (seeded ${seeded} demo products)` : ''}`,
      `  ${describePublicUrl(config, origin)}`,
      `  API docs: ${origin}/api/docs`,
      `  ${describeStoreGate(config.storePassword)}`,
      `  ${describeFirstAdmin(firstAdmin, `${origin}/login`)}`,
      '',
    ].join('\n'),
  );
}

const describeDatabase = (config: Config) =>
  config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dir}` : 'PostgreSQL';

/**
 * The demo catalog and its coupon codes (the README lists them) into an empty database, reported
 * in one line: on a terminal a "seeding…" line first, redrawn in place by the summary.
 */
async function seedDemoData(db: Db, log: FastifyBaseLogger, isTerminal: boolean): Promise<number> {
  const startedAt = performance.now();
  if (isTerminal) process.stdout.write('  Preparing the demo catalog…');
  const products = await seedDemoCatalogIfEmpty(db);
  const coupons = await seedDemoCampaignsIfEmpty(db, new Date());
  if (isTerminal) process.stdout.write('\r\x1b[2K');
  if (products > 0 || coupons > 0) {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    log.info(`Seeded ${products} demo products and ${coupons} demo coupon codes in ${seconds} s`);
  }
  return products;
}

/**
 * Where the links in mails, the sitemap and Open Graph tags point: PUBLIC_URL when set, else the
 * address printed above (config.ts `listenOrigin`). A shop on HOST=0.0.0.0 is reached from other
 * machines by another name, which only PUBLIC_URL can give.
 */
function describePublicUrl(config: Config, origin: string): string {
  if (config.publicUrl !== origin) return `Links in mails: ${config.publicUrl} (PUBLIC_URL)`;
  return isAnyAddress(config.host)
    ? `Links in mails: ${origin} (this machine only: set PUBLIC_URL to the address shoppers use)`
    : `Links in mails: ${origin} (PUBLIC_URL not set: the address above)`;
}

/** The demo password is printed so a first run can be opened; a chosen one never is. */
function describeStoreGate(storePassword: Config['storePassword']): string {
  if (storePassword === null) return 'Store password gate: off (STORE_PASSWORD is empty)';
  if (storePassword === DEMO_STORE_PASSWORD) {
    return `Store password: ${DEMO_STORE_PASSWORD} (set STORE_PASSWORD to change it, or to '' to turn the gate off)`;
  }
  return 'Store password: the one set in STORE_PASSWORD';
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
