import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type App, type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { closeWithFile } from './leftovers.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestContext {
  app: App;
  database: TestDatabase;
  config: Config;
}

/** The configuration a test app runs with; `env` overrides any of it. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Gate off unless a test turns it on: most tests are about something else.
    STORE_PASSWORD: '',
    // Payment tests open many orders from one address; the limit has its own test.
    RATE_LIMIT_CREATE_ORDER_PER_MINUTE: '100000',
    // Event-loop delay depends on the machine's load (and on other apps of the same file starting
    // beside this one): no pass/fail test may hinge on it. The in-flight limit stays on.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
}

/**
 * A real app over a fresh database for one test file; closed after the file's tests. `deps`
 * swaps in test doubles (e.g. an `authenticateAdmin` accepting a fixed bearer token).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Pick<
    AppDeps,
    'authenticateAdmin' | 'gateway' | 'onRoute' | 'drain' | 'renderDocumentPdf' | 'heicDecoder'
  > = {},
): Promise<TestContext> {
  // A data folder of its own unless the test names one: what the app stores there (the media,
  // the invoices' PDFs) must not outlive the file, nor land in the checkout's ./data.
  const dataDir = env.DATA_DIR ? null : await mkdtemp(path.join(tmpdir(), 'skins-test-data-'));
  const config = testConfig(dataDir ? { DATA_DIR: dataDir, ...env } : env);
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, ...deps });
  await app.ready();
  const close = closeWithFile(async () => {
    await app.close();
    await database.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  afterAll(close);
  return { app, database, config };
}
