import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  findFreePort,
  repoRoot,
  type SpawnedServer,
  spawnServerProcess,
} from '../../apps/server/src/testing/server-process.ts';

// The shop's instances as a deployment runs them: production mode, one PostgreSQL through
// PgBouncer in transaction mode, one Redis, one bucket, the same secret, each its own DATA_DIR
// (nothing shared on disk).

export interface InstanceSettings {
  databaseUrl: string;
  redisUrl: string;
  publicUrl: string;
  dataRoot: string;
  /** MEDIA_S3_* when the S3 driver is there; empty otherwise. */
  media: NodeJS.ProcessEnv;
}

export interface Instance {
  name: string;
  port: number;
  server: SpawnedServer;
}

export const SHOP_SECRETS = {
  appSecret: randomBytes(32).toString('hex'),
  storePassword: `scale-${randomBytes(6).toString('hex')}`,
  adminEmail: 'owner@scale.example',
  adminPassword: `scale-admin-${randomBytes(6).toString('hex')}`,
  metricsToken: randomBytes(16).toString('hex'),
};

// The most a positive-int setting takes (9 digits): in effect no limit. Every request of the
// test comes from one address, which the per-visitor limits are not meant for.
const UNLIMITED = '999999999';

/**
 * The compiled server (apps/server/dist/server.js, as `npm start` runs it; `npm run test:scale`
 * builds it first when stale) when it is newer than every source file it is built from; else
 * the sources through tsx. SCALE_SERVER=source|dist forces either.
 */
export interface ServerEntry {
  args: string[];
  build: 'source' | 'compiled';
  why: string;
}

export function chooseServerEntry(): ServerEntry {
  const dist = path.join(repoRoot, 'apps/server/dist/server.js');
  const source: ServerEntry = {
    args: ['apps/server/src/server.ts'],
    build: 'source',
    why: 'sources through tsx',
  };
  const forced = process.env.SCALE_SERVER;
  if (forced === 'source') return { ...source, why: `${source.why} (SCALE_SERVER=source)` };
  if (!existsSync(dist)) {
    if (forced === 'dist') throw new Error(`SCALE_SERVER=dist but ${dist} is not built`);
    return { ...source, why: `${source.why} (no apps/server/dist/server.js)` };
  }
  const builtAt = statSync(dist).mtimeMs;
  const newest = Math.max(
    newestMtime(path.join(repoRoot, 'apps/server/src')),
    newestMtime(path.join(repoRoot, 'packages/shared/src')),
  );
  if (forced !== 'dist' && newest > builtAt) {
    return { ...source, why: `${source.why} (apps/server/dist is older than the sources)` };
  }
  return {
    args: ['apps/server/dist/server.js'],
    build: 'compiled',
    why: 'compiled, node --enable-source-maps apps/server/dist/server.js',
  };
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) {
      continue;
    }
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export async function spawnInstance(
  name: string,
  settings: InstanceSettings,
  entry: ServerEntry,
  port?: number,
): Promise<Instance> {
  const chosenPort = port ?? (await findFreePort());
  const server = spawnServerProcess({
    label: `instance ${name}`,
    args: entry.args,
    build: entry.build,
    port: chosenPort,
    readyPath: '/api/ready',
    readyTimeoutMs: 120_000,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(chosenPort),
      PUBLIC_URL: settings.publicUrl,
      DATA_DIR: path.join(settings.dataRoot, `instance-${name}`),
      DATABASE_URL: settings.databaseUrl,
      DATABASE_POOL_SIZE: '20',
      REDIS_URL: settings.redisUrl,
      APP_SECRET: SHOP_SECRETS.appSecret,
      STORE_PASSWORD: SHOP_SECRETS.storePassword,
      ADMIN_EMAIL: SHOP_SECRETS.adminEmail,
      ADMIN_PASSWORD: SHOP_SECRETS.adminPassword,
      METRICS_TOKEN: SHOP_SECRETS.metricsToken,
      TRUST_PROXY: 'true',
      // Outlasts nginx's upstream keepalive_timeout (deploy/nginx.conf), as docs/deploy.md says.
      SHUTDOWN_DRAIN_MS: '5000',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SEED_DEMO_CATALOG: 'true',
      // Never a real gateway or mail server, whatever the caller's shell holds ('' is unset):
      // simulated payments, mails kept in the outbox where the audit counts them.
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      SMTP_URL: '',
      RATE_LIMIT_CREATE_ORDER_PER_MINUTE: UNLIMITED,
      RATE_LIMIT_COUPON_SEARCH_PER_MINUTE: UNLIMITED,
      RATE_LIMIT_UNLOCK_PER_MINUTE: UNLIMITED,
      RATE_LIMIT_LOGIN_PER_MINUTE: UNLIMITED,
      ...settings.media,
    },
  });
  return { name, port: chosenPort, server };
}

export async function startInstance(
  name: string,
  settings: InstanceSettings,
  entry: ServerEntry,
  port?: number,
): Promise<Instance> {
  const instance = await spawnInstance(name, settings, entry, port);
  await instance.server.ready();
  return instance;
}
