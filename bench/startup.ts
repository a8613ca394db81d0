// Cold start and resident memory of the shop run from TypeScript source (`node --import tsx`,
// what `npm start` ran before issue [11]) and compiled (`node apps/server/dist/server.js`, what it
// runs now), on one existing embedded database (docs/decisions/037-compiled-server.md).
// Usage: node --import tsx bench/startup.ts [--runs 5] [--requests 300]
// Needs the storefront and the server built (`npm run build`).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { findFreePort, repoRoot } from '../apps/server/src/testing/server-process.ts';
import { shopEnv } from '../apps/server/src/testing/shop-process.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    requests: { type: 'string', default: '300' },
  },
});
const runs = Number(values.runs);
const requests = Number(values.requests);

const modes = {
  source: ['--import', 'tsx', 'apps/server/src/server.ts'],
  compiled: ['--enable-source-maps', 'apps/server/dist/server.js'],
} as const;
type Mode = keyof typeof modes;

// A mix of what a visit asks: the API's catalog, a server-rendered page, health.
const paths = ['/api/health', '/api/products?page=1&limit=12', '/', '/category/mobile-skins'];

interface Run {
  startMs: number;
  /** CPU time (user + system) the process used until it answered: less swayed by other load. */
  startCpuMs: number;
  rssAfterStartMb: number;
  rssAfterRequestsMb: number;
}

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** User + system CPU time of `pid` so far (/proc/<pid>/stat fields 14 and 15). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Math.round((ticks * 1000) / clockTicksPerSecond);
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Spawn to the first 200 from /api/health, polled every 10 ms. */
async function start(
  mode: Mode,
  dataDir: string,
): Promise<{ child: ChildProcess; ms: number; url: string }> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, modes[mode], {
    cwd: repoRoot,
    // The test suite's production settings, on the embedded database: nothing reaches out.
    env: { ...shopEnv({ dataDir, databaseUrl: '' }, port), LOG_FORMAT: 'json' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  while (child.exitCode === null) {
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) return { child, ms: Math.round(performance.now() - startedAt), url };
    await sleep(10);
  }
  throw new Error(`the ${mode} server exited with ${child.exitCode} before it answered`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function measureRun(mode: Mode, dataDir: string): Promise<Run> {
  const { child, ms, url } = await start(mode, dataDir);
  try {
    const pid = child.pid as number;
    const startCpuMs = await cpuMs(pid);
    await sleep(500);
    const rssAfterStartMb = await rssMb(pid);
    for (let i = 0; i < requests; i += 1) {
      const response = await fetch(`${url}${paths[i % paths.length]}`);
      await response.arrayBuffer();
      if (response.status !== 200)
        throw new Error(`${paths[i % paths.length]}: ${response.status}`);
    }
    const rssAfterRequestsMb = await rssMb(pid);
    return { startMs: ms, startCpuMs, rssAfterStartMb, rssAfterRequestsMb };
  } finally {
    await stop(child);
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function main(): Promise<void> {
  for (const file of ['apps/server/dist/server.js', 'apps/web/dist-ssr/entry-server.js']) {
    if (!existsSync(join(repoRoot, file))) throw new Error(`${file} is missing: npm run build`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'skins-startup-bench-'));
  try {
    console.log('Creating and seeding the database (first start, not measured)…');
    await stop((await start('compiled', dataDir)).child);
    const results: Record<string, Run[]> = { source: [], compiled: [] };
    // Alternated, so the machine's other load falls on both alike.
    for (let i = 0; i < runs; i += 1) {
      for (const mode of ['source', 'compiled'] as const) {
        const run = await measureRun(mode, dataDir);
        results[mode]?.push(run);
        console.log(
          `${mode.padEnd(8)} run ${i + 1}: ${run.startMs} ms to /api/health (${run.startCpuMs} ms CPU), ` +
            `RSS ${run.rssAfterStartMb} MB after start, ${run.rssAfterRequestsMb} MB after ${requests} requests`,
        );
      }
    }
    console.log(`\nMedians of ${runs} runs (RSS after ${requests} requests: ${paths.join(', ')})`);
    console.log('mode      cold start   CPU to start   RSS after start   RSS after requests');
    for (const [mode, list] of Object.entries(results)) {
      console.log(
        `${mode.padEnd(9)} ${`${median(list.map((r) => r.startMs))} ms`.padStart(10)}` +
          `   ${`${median(list.map((r) => r.startCpuMs))} ms`.padStart(12)}` +
          `   ${`${median(list.map((r) => r.rssAfterStartMb))} MB`.padStart(15)}` +
          `   ${`${median(list.map((r) => r.rssAfterRequestsMb))} MB`.padStart(18)}`,
      );
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
