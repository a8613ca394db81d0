import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  findFreePort,
  repoRoot,
  type ServerProcess,
  startServerProcess,
} from '../../apps/server/src/testing/server-process.ts';

export interface ShopEnv {
  databaseUrl: string;
  dataDir: string;
}

// The most a positive-int setting takes (9 digits): in effect no limit.
const unlimited = '999999999';

function shopEnv({ databaseUrl, dataDir }: ShopEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    STORE_PASSWORD: '',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // Never a real gateway or mail server, whatever the caller's shell holds ('' is "not set"):
    // payments run in simulated mode and mails stay in the outbox, where the bench counts them.
    RAZORPAY_KEY_ID: '',
    RAZORPAY_KEY_SECRET: '',
    SMTP_URL: '',
    // Every bench request comes from one IP: the per-IP limits on checkout calls would turn the
    // checkout load into a measure of 429s. The catalog calls are not limited at all.
    RATE_LIMIT_CREATE_ORDER_PER_MINUTE: unlimited,
    RATE_LIMIT_COUPON_SEARCH_PER_MINUTE: unlimited,
  };
}

/** Replaces the catalog with a generated one of `count` products, with the project's seed CLI. */
export async function seedCatalog(env: ShopEnv, count: number): Promise<void> {
  const args = ['--import', 'tsx', 'apps/server/src/db/seed/cli.ts', '--products', `${count}`];
  const child = spawn(process.execPath, [...args, '--reset'], {
    cwd: repoRoot,
    env: shopEnv(env),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exit = await new Promise<string | number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  if (exit !== 0) throw new Error(`the seed CLI failed (exit ${exit})`);
}

/** Which server a bench starts: its entry file and whether it is compiled or TypeScript. */
export interface ShopServer {
  args: string[];
  build: 'source' | 'compiled';
}

// The compiled output `npm start` runs; `npm run bench` builds it first when it is stale.
export const compiledShop: ShopServer = { args: ['apps/server/dist/server.js'], build: 'compiled' };

/** The shop as `npm start` runs it in production; `settings` adds or overrides variables. */
export async function startShop(
  env: ShopEnv,
  settings: NodeJS.ProcessEnv = {},
  server: ShopServer = compiledShop,
): Promise<ServerProcess> {
  const port = await findFreePort();
  return startServerProcess({
    label: 'shop server',
    ...server,
    env: { ...shopEnv(env), ...settings, HOST: '127.0.0.1', PORT: `${port}` },
    port,
  });
}

/**
 * The server's logged errors (pino levels error and fatal), at most `max`: a 5xx in a
 * measurement is a finding, and the bench prints what the server said about it.
 */
export function loggedErrors(server: ServerProcess, max = 5): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => /"level":(50|60)\b/.test(line))
    .slice(0, max);
}

/** Bare Fastify answering `body` at GET /api/products: the best any Node server could do. */
export async function startCeiling(body: string, dataDir: string): Promise<ServerProcess> {
  const bodyFile = join(dataDir, 'ceiling-body.json');
  await writeFile(bodyFile, body);
  const port = await findFreePort();
  return startServerProcess({
    label: 'ceiling server',
    args: ['bench/lib/ceiling-server.ts'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: `${port}`,
      CEILING_BODY_FILE: bodyFile,
    },
    port,
  });
}
