import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { repoRoot } from './server-process.ts';
import { createPostgresScratch, type PostgresScratch } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    /** A migrated PostgreSQL database each test file copies (CREATE DATABASE … TEMPLATE); '' without one. */
    postgresTemplate: string;
    /** The project's engine (its env TEST_DB), set again before each file (setup.ts). */
    testDb: string;
    /**
     * The server compiled as `npm start` runs it (scripts/build-server.mjs), for the tests that
     * start shop processes or run the owner's tools: `{dir}/server.js`, `backup.js`, ….
     */
    compiledServerDir: string;
  }
}

/** What the set-ups made, removed once every project has finished. */
const cleanups: (() => Promise<void>)[] = [];

/**
 * Migrating a fresh database takes seconds; do it once per run and let every test file start
 * from a copy: of the migrated PGlite data directory, and — when TEST_DATABASE_URL is set — of a
 * migrated template database on PostgreSQL (a copy is a file copy on the server: ~0.1 s).
 */
export async function setup(project: TestProject): Promise<void> {
  const [dumpPath, template, compiledDir] = await Promise.all([
    dumpMigratedPglite(),
    migratePostgresTemplate(),
    compileServer(),
  ]);
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('compiledServerDir', compiledDir);
  project.provide('postgresTemplate', template?.name ?? '');
  project.provide('testDb', String(project.config.env?.TEST_DB ?? 'pglite'));
  cleanups.push(async () => {
    await rm(dumpPath, { force: true });
    await rm(compiledDir, { recursive: true, force: true });
    await template?.drop();
  });
}

/**
 * Vitest keeps one teardown per set-up file, not per project (a teardown returned by `setup`
 * for the second project was dropped, and its template database stayed on the server): the
 * exported one removes what every project's set-up made.
 */
export async function teardown(): Promise<void> {
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

/**
 * Compiles the server once per run (a fraction of a second): a process started from it is up in
 * ~0.5 s where `node --import tsx` compiled the sources for ~3 s at every start, and it is what
 * the owner runs. Beside apps/server/dist, so it finds the web build and the migrations as that
 * does (compiled-server.test.ts tests the build itself).
 */
async function compileServer(): Promise<string> {
  const dir = await mkdtemp(path.join(repoRoot, 'apps/server/dist-test-'));
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', '--outdir', dir], {
    cwd: repoRoot,
  });
  return dir;
}

async function dumpMigratedPglite(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const dump = await database.dump();
  const dumpPath = path.join(
    tmpdir(),
    `skins-test-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar.gz`,
  );
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return dumpPath;
}

async function migratePostgresTemplate(): Promise<PostgresScratch | null> {
  if (!process.env.TEST_DATABASE_URL) return null;
  const template = await createPostgresScratch();
  // A template must have no open connection while it is copied: closed before any file starts.
  const database = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return template;
}
