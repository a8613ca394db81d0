import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
  }
}

/**
 * Migrating a fresh PGlite takes seconds; do it once per run and let every test file start
 * from a copy of the migrated data directory.
 */
export default async function setup(project: TestProject): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const dump = await database.dump();
  const dumpPath = path.join(tmpdir(), `skins-test-pglite-${process.pid}.tar.gz`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpPath', dumpPath);
}
