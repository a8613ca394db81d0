import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import {
  findFreePort,
  type ServerProcess,
  startServerProcess,
} from '../../apps/server/src/testing/server-process.ts';

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
 * Starts the real shop (compiled server, built storefront) on a free port, as `npm start` does,
 * over its own embedded database: a copy of the one the shop migrated and seeded at the start of
 * the run (e2e/support/global-setup.ts), removed when stopped. With a DATABASE_URL it migrates
 * and seeds that database itself.
 */
export async function startApp(options: AppOptions = {}): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skins-e2e-'));
  if (options.env?.DATABASE_URL === undefined) {
    await cp(inject('e2eSeededDataDir'), dataDir, { recursive: true });
  }
  try {
    const server = await startShopServer(options, dataDir);
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

/** Whether a start failed because another process took the port between its choice and listen. */
const lostThePort = (error: unknown) =>
  error instanceof Error && error.message.includes('EADDRINUSE');

/**
 * The compiled server, as it ships (e2e/run.mjs builds it when it is missing or stale). A port
 * chosen free may be taken by another process's connection before the shop listens on it (two
 * spec files start shops side by side): then the shop starts again on another free port.
 */
async function startShopServer(options: AppOptions, dataDir: string): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await findFreePort());
    try {
      return await startServerProcess({
        label: 'shop server',
        build: 'compiled',
        args: ['apps/server/dist/server.js'],
        env: shopEnv(options, dataDir, port),
        port,
      });
    } catch (error) {
      if (options.port !== undefined || attempt === 3 || !lostThePort(error)) throw error;
    }
  }
}

export function shopEnv(options: AppOptions, dataDir: string, port: number): NodeJS.ProcessEnv {
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
  return env;
}
