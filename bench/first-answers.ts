// A fresh instance's first answers, with the production load-shedding settings (issue [14]):
// the compiled server is started on one existing embedded database, and the moment
// /api/health answers, a visit's mix of requests is sent at once; every status is counted.
// Usage: node --import tsx bench/first-answers.ts [--runs 5]   (after `npm run build`)
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { findFreePort, repoRoot } from '../apps/server/src/testing/server-process.ts';
import { shopEnv } from '../apps/server/src/testing/shop-process.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
// What a first visit asks at once: pages, the API's catalog, a search.
const paths = [
  '/',
  '/category/mobile-skins',
  '/api/products?page=1&limit=12',
  '/api/products/search/autocomplete?query=marble',
];
const REPEATS = 4;

async function start(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const env = shopEnv({ dataDir, databaseUrl: '' }, port);
  // The shop's own defaults (OVERLOAD_*), not the tests' (which turn the event-loop check off).
  delete env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS;
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  while (child.exitCode === null) {
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) return { child, url };
    // Polled, as a balancer's health check does, until the instance answers.
    await sleep(10);
  }
  throw new Error(`the server exited with ${child.exitCode} before it answered`);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skins-first-answers-'));
  const statuses = new Map<number, number>();
  try {
    console.log('Creating and seeding the database (first start, not measured)…');
    const first = await start(dataDir);
    first.child.kill('SIGTERM');
    await once(first.child, 'exit');
    for (let run = 1; run <= runs; run += 1) {
      const { child, url } = await start(dataDir);
      try {
        const answers = await Promise.all(
          Array.from({ length: REPEATS }, () => paths)
            .flat()
            .map(async (path) => {
              const response = await fetch(`${url}${path}`);
              await response.arrayBuffer();
              return response.status;
            }),
        );
        for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        console.log(`run ${run}: ${answers.join(' ')}`);
      } finally {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    }
    const summary = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`\n${runs} fresh starts, ${paths.length * REPEATS} requests each: ${summary}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
