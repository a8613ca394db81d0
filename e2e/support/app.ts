import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, startServerProcess } from '../../apps/server/src/testing/server-process.ts';

export interface AppOptions {
  /** The gate is off unless a test asks for a password. */
  storePassword?: string;
  env?: NodeJS.ProcessEnv;
  /** A fixed port (when the run may only use given ports); a free one by default. */
  port?: number;
}

export interface RunningApp {
  baseUrl: string;
  url: (path: string) => string;
  stop: () => Promise<void>;
}

/**
 * Starts the real shop (compiled server, built storefront) on a free port over a fresh embedded
 * database, exactly as `npm start` would, and removes its data when stopped.
 */
export async function startApp(options: AppOptions = {}): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skins-e2e-'));
  const port = options.port ?? (await findFreePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STORE_PASSWORD: options.storePassword ?? '',
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    // Event-loop delay depends on the machine's load (Chromium beside the shop on CI): a 503 on
    // it would fail a test by chance. The in-flight limit stays on.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // A private build (`vite build --outDir …`) lets the suite test a copy others are not rebuilding.
    ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    ...options.env,
  };
  // The suite tests the embedded default; a DATABASE_URL from the caller's shell would
  // point every run at one shared database.
  if (options.env?.DATABASE_URL === undefined) delete env.DATABASE_URL;

  try {
    // The compiled server, as it ships (e2e/run.mjs builds it when it is missing or stale).
    const server = await startServerProcess({
      label: 'shop server',
      build: 'compiled',
      args: ['apps/server/dist/server.js'],
      env,
      port,
    });
    return {
      baseUrl: server.baseUrl,
      url: (path) => new URL(path, server.baseUrl).toString(),
      stop: async () => {
        try {
          await server.stop();
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
