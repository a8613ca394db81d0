import path from 'node:path';
import { findFreePort } from '../../apps/server/src/testing/server-process.ts';
import { TEST_REDIS_URL } from '../../apps/server/src/testing/test-redis.ts';
import { Session } from './http.ts';
import {
  type Child,
  createDatabase,
  type Nginx,
  type ScaleDatabase,
  startNginx,
  startPgBouncer,
  startS3,
} from './infra.ts';
import {
  chooseServerEntry,
  type Instance,
  type InstanceSettings,
  type ServerEntry,
  SHOP_SECRETS,
  startInstance,
} from './instances.ts';

// The whole deployment on one machine: database, PgBouncer, the bucket, nginx, then instance A
// (it migrates and seeds) and B and C together; a session through nginx, unlocked and signed in.

export const INSTANCE_NAMES = ['A', 'B', 'C'] as const;
export type InstanceName = (typeof INSTANCE_NAMES)[number];

export interface Deployment {
  database: ScaleDatabase;
  nginx: Nginx;
  /** The instances' ports, A B C, fixed for nginx's upstream (a restart takes the same one). */
  ports: Record<InstanceName, number>;
  settings: InstanceSettings;
  entry: ServerEntry;
  instances: Map<InstanceName, Instance>;
  viaNginx: Session;
  /** A session straight to one instance, with the cookie and token of `viaNginx`. */
  direct: (name: InstanceName) => { name: InstanceName; session: Session };
  restart: (name: InstanceName) => Promise<Instance>;
}

export async function startDeployment(
  tmp: string,
  adminUrl: string,
  databaseName: string,
  cleanup: (() => Promise<unknown>)[],
  log: (line: string) => void,
): Promise<Deployment> {
  const entry = chooseServerEntry();
  log(`server: ${entry.why}`);
  const database = await createDatabase(adminUrl, databaseName);
  cleanup.push(() => (process.env.SCALE_KEEP ? Promise.resolve() : database.drop()));
  const children: Child[] = [];
  cleanup.push(() => Promise.all(children.map((child) => child.stop())));
  const pgbouncer = await startPgBouncer(path.join(tmp, 'pgbouncer'), database, adminUrl);
  children.push(pgbouncer);
  log(
    `PostgreSQL ${database.serverVersion}, database ${databaseName}; PgBouncer :${pgbouncer.port} (transaction pooling, deploy/pgbouncer.ini)`,
  );
  const s3 = await startS3(path.join(tmp, 's3'));
  children.push(s3);
  const media = {
    MEDIA_S3_BUCKET: s3.bucket,
    MEDIA_S3_ENDPOINT: s3.endpoint,
    MEDIA_S3_REGION: 'us-east-1',
    MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
    MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_S3_FORCE_PATH_STYLE: 'true',
  };
  log(`s3rver ${s3.endpoint}, bucket ${s3.bucket}`);
  const ports = { A: await findFreePort(), B: await findFreePort(), C: await findFreePort() };
  const nginx = await startNginx(path.join(tmp, 'nginx'), Object.values(ports));
  children.push(nginx);
  log(
    `nginx ${nginx.baseUrl} → instances on ${Object.values(ports).join(', ')} (deploy/nginx.conf)`,
  );

  const settings: InstanceSettings = {
    databaseUrl: pgbouncer.url,
    redisUrl: TEST_REDIS_URL,
    publicUrl: nginx.baseUrl,
    dataRoot: tmp,
    media,
  };
  const instances = new Map<InstanceName, Instance>();
  cleanup.push(() => Promise.all([...instances.values()].map((i) => i.server.stop(12_000))));
  const start = async (name: InstanceName) => {
    const instance = await startInstance(name, settings, entry, ports[name]);
    instances.set(name, instance);
    return instance;
  };
  const startedAt = performance.now();
  await start('A');
  await Promise.all([start('B'), start('C')]);
  log(`3 instances ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

  const viaNginx = new Session(nginx.baseUrl);
  await viaNginx.unlock(SHOP_SECRETS.storePassword);
  await viaNginx.login(SHOP_SECRETS.adminEmail, SHOP_SECRETS.adminPassword);
  const direct = (name: InstanceName) => {
    const instance = instances.get(name);
    if (!instance) throw new Error(`no instance ${name}`);
    return { name, session: viaNginx.at(instance.server.baseUrl) };
  };
  return {
    database,
    nginx,
    ports,
    settings,
    entry,
    instances,
    viaNginx,
    direct,
    restart: start,
  };
}
