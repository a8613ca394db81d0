import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findFreePort, startServerProcess } from '../../apps/server/src/testing/server-process.ts';
import { shopEnv } from './app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the compiled shop has migrated and seeded, copied by each startApp. */
    e2eSeededDataDir: string;
  }
}

/**
 * A first start creates the embedded database, migrates it and seeds the demo catalog: seconds
 * each time. The shop does it once here, as `npm start` does on a fresh clone, and stops; every
 * spec file's shop starts on a copy of that folder (e2e/support/app.ts). The first start itself
 * is tested where it is the subject (apps/server/src/server.test.ts, compiled-server.test.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skins-e2e-seeded-'));
  const port = await findFreePort();
  const server = await startServerProcess({
    label: 'first start of the shop (seeding the e2e data directory)',
    build: 'compiled',
    args: ['apps/server/dist/server.js'],
    env: shopEnv({}, dataDir, port),
    port,
  });
  // SIGTERM: the shop closes the database cleanly and releases its lock on the folder.
  await server.stop();
  project.provide('e2eSeededDataDir', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
