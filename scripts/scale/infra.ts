import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chmod, chown, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { findFreePort, repoRoot } from '../../apps/server/src/testing/server-process.ts';

// The parts around the shop's instances, each its own process with its own files under one
// temporary directory: a fresh PostgreSQL database, PgBouncer and nginx from deploy/ (the files
// a deployment uses, with their placeholders filled), and an S3-compatible server.

export interface Child {
  name: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

const liveChildren = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

/** The program's path: on the PATH, or in /usr/sbin where Debian puts nginx and PgBouncer. */
export function findProgram(name: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return path.join(dir, name);
    } catch {
      // not here
    }
  }
  return null;
}

function program(name: string): string {
  const found = findProgram(name);
  if (!found) throw new Error(`${name} is not installed (Debian: apt-get install -y ${name})`);
  return found;
}

/** Whether something accepts TCP connections at host:port within `timeoutMs`. */
export async function answersTcp(host: string, port: number, timeoutMs = 3_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (isUp: boolean) => {
      socket.destroy();
      resolve(isUp);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export function spawnChild(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Child {
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  liveChildren.add(child);
  let output = '';
  const capture = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-32_000);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      liveChildren.delete(child);
      resolve(code);
    });
    child.once('error', (error) => {
      output += `\n${error.message}`;
      liveChildren.delete(child);
      resolve(-1);
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return { name, output: () => output, exited, stop };
}

async function waitForPort(child: Child, port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void child.exited.then(() => {
    hasExited = true;
  });
  while (Date.now() < deadline) {
    if (hasExited) break;
    if (await answersTcp('127.0.0.1', port, 500)) return;
    await sleep(100);
  }
  throw new Error(`${child.name} did not start listening on ${port}:\n${child.output()}`);
}

/** deploy/<file> with every `{{NAME}}` replaced; a placeholder left unfilled is an error. */
export async function fillTemplate(file: string, values: Record<string, string>): Promise<string> {
  const template = await readFile(path.join(repoRoot, 'deploy', file), 'utf8');
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/${file}: no value for ${whole}`);
    return value;
  });
  return filled;
}

/**
 * Debian's PgBouncer refuses to run as root, and nginx's workers would run as `nobody` anyway:
 * as root, both run as `nobody`, owning their directory.
 */
const isRoot = process.getuid?.() === 0;
const UNPRIVILEGED_UID = 65_534;

async function ownDirectory(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (isRoot) await chown(dir, UNPRIVILEGED_UID, UNPRIVILEGED_UID);
}

function unprivileged(command: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'nobody', '--', command, ...args]] : [command, args];
}

export interface ScaleDatabase {
  /** Straight to PostgreSQL: the harness's own audit queries. */
  directUrl: string;
  name: string;
  serverVersion: string;
  drop: () => Promise<void>;
}

/** `name` dropped (with whatever is connected) and created anew on the server at `adminUrl`. */
export async function createDatabase(adminUrl: string, name: string): Promise<ScaleDatabase> {
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const version = await run('show server_version');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    directUrl: url.toString(),
    name,
    serverVersion: String(version.rows[0]?.server_version ?? 'unknown'),
    drop: async () => {
      await run(`drop database if exists ${name} with (force)`);
    },
  };
}

export interface PgBouncer extends Child {
  port: number;
  url: string;
}

export async function startPgBouncer(
  dir: string,
  database: ScaleDatabase,
  adminUrl: string,
): Promise<PgBouncer> {
  await ownDirectory(dir);
  const pgUrl = new URL(adminUrl);
  const user = decodeURIComponent(pgUrl.username || 'postgres');
  const port = await findFreePort();
  const authFile = path.join(dir, 'userlist.txt');
  // The machine's PostgreSQL trusts local connections; a deployment uses scram-sha-256.
  await writeFile(authFile, `"${user}" ""\n`);
  const config = await fillTemplate('pgbouncer.ini', {
    DB_NAME: database.name,
    PG_HOST: pgUrl.hostname,
    PG_PORT: pgUrl.port || '5432',
    LISTEN_ADDR: '127.0.0.1',
    LISTEN_PORT: String(port),
    AUTH_TYPE: 'trust',
    AUTH_FILE: authFile,
    ADMIN_USER: user,
    RUN_DIR: dir,
  });
  const configFile = path.join(dir, 'pgbouncer.ini');
  await writeFile(configFile, config);
  if (isRoot) {
    for (const file of [authFile, configFile])
      await chown(file, UNPRIVILEGED_UID, UNPRIVILEGED_UID);
  }
  const [command, args] = unprivileged(program('pgbouncer'), [configFile]);
  const child = spawnChild('pgbouncer', command, args);
  await waitForPort(child, port);
  const url = new URL(database.directUrl);
  url.port = String(port);
  url.hostname = '127.0.0.1';
  return { ...child, port, url: url.toString() };
}

export interface Nginx extends Child {
  port: number;
  baseUrl: string;
  /** The access log: one line per request with the instance that answered. */
  accessLog: () => Promise<string>;
  /** nginx's own complaints: an instance that refused or dropped a connection. */
  errorLog: () => Promise<string>;
}

export async function startNginx(dir: string, upstreamPorts: number[]): Promise<Nginx> {
  await ownDirectory(dir);
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await ownDirectory(path.join(dir, sub));
  }
  const port = await findFreePort();
  const config = await fillTemplate('nginx.conf', {
    PREFIX: dir,
    LISTEN: `127.0.0.1:${port}`,
    UPSTREAM_SERVERS: upstreamPorts
      .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
      .join('\n'),
  });
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  await chmod(configFile, 0o644);
  const [command, args] = unprivileged(program('nginx'), [
    '-p',
    dir,
    '-c',
    configFile,
    '-e',
    'stderr',
    '-g',
    'daemon off;',
  ]);
  const child = spawnChild('nginx', command, args);
  await waitForPort(child, port);
  return {
    ...child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    accessLog: () => readFile(path.join(dir, 'access.log'), 'utf8').catch(() => ''),
    errorLog: () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
  };
}

export interface S3Server extends Child {
  endpoint: string;
  bucket: string;
}

/** s3rver (the project's S3-compatible test server) in its own process, with one bucket. */
export async function startS3(dir: string): Promise<S3Server> {
  await mkdir(dir, { recursive: true });
  const port = await findFreePort();
  const bucket = 'skins-scale-media';
  const child = spawnChild('s3rver', process.execPath, [
    path.join(repoRoot, 'scripts/scale/s3-server.mjs'),
    String(port),
    dir,
    bucket,
  ]);
  await waitForPort(child, port);
  return { ...child, endpoint: `http://127.0.0.1:${port}`, bucket };
}
