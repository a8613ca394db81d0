import { AnalyticsSchema, LoginResultSchema, shopCalendarDate } from '@skins/shared';
import { seedYearOfOrders } from './analytics-seed.ts';
import {
  measureOrderWrites,
  measureStaleReads,
  type OrderWriteCost,
  type StaleRead,
} from './analytics-writes.ts';
import { createBenchDatabase, withDatabaseClient } from './bench-database.ts';
import type { Cleanup } from './cleanup.ts';
import { describeMachine } from './report.ts';
import { compiledShop, type ShopServer, seedCatalog, startShop } from './shop.ts';

// The owner's analytics on a year of 300 orders a day (issue [17], decision 064): the page's
// call, GET /api/admin/analytics, for random 7, 30, 90 and 365-day ranges ending on random days
// of the year, one call at a time (the owner's page, not a crowd). Target: p95 ≤ 200 ms.

const databaseName = 'skins_bench_analytics';
const RANGES = [7, 30, 90, 365] as const;
const TARGET_MS = 200;
const OWNER = { email: 'owner@bench.test', password: 'bench-owner-password-2026' };

export interface AnalyticsBenchReport {
  ranAt: string;
  machine: ReturnType<typeof describeMachine>;
  server: string;
  orders: number;
  days: { first: string; last: string };
  seedSec: number;
  rollUpSec: number;
  callsPerRange: number;
  ranges: { days: number; p50Ms: number; p95Ms: number; maxMs: number }[];
  all: { p50Ms: number; p95Ms: number };
  /** An order write's trigger: noting its days stale (decision 064). */
  orderWrites: OrderWriteCost;
  /** A 30-day read that first rebuilds the days noted stale since the last refresh. */
  staleReads: StaleRead[];
  targetMs: number;
  isWithinTarget: boolean;
}

interface AnalyticsBench {
  adminUrl: string;
  dataDir: string;
  cleanup: Cleanup;
  step: (text: string) => void;
  ordersPerDay?: number;
  callsPerRange?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** BENCH_ANALYTICS_SERVER=source runs the TypeScript server (no build needed). */
function chosenServer(): ShopServer {
  return process.env.BENCH_ANALYTICS_SERVER === 'source'
    ? { args: ['apps/server/src/server.ts'], build: 'source' }
    : compiledShop;
}

export async function benchAnalytics(bench: AnalyticsBench): Promise<AnalyticsBenchReport> {
  const { step } = bench;
  const ordersPerDay = bench.ordersPerDay ?? 300;
  const callsPerRange = bench.callsPerRange ?? 40;
  step('Analytics: a fresh database with a year of orders');
  const database = await createBenchDatabase(bench.adminUrl, databaseName);
  bench.cleanup.add(`drop ${databaseName}`, database.drop);
  const env = { databaseUrl: database.url, dataDir: bench.dataDir };
  await seedCatalog(env, 1000);
  const lastDay = addDays(shopCalendarDate(new Date()), -1);
  const seeded = await withDatabaseClient(database.url, (client) =>
    seedYearOfOrders(client, { days: 365, ordersPerDay, lastDay }),
  );
  console.log(
    `   ${seeded.orders} orders from ${seeded.firstDay} to ${seeded.lastDay}: written in ${seeded.seedSec.toFixed(1)} s, rolled up in ${seeded.rollUpSec.toFixed(1)} s`,
  );

  step('Starting the shop server and signing in as the owner');
  const server = chosenServer();
  const shop = await startShop(
    env,
    { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
    server,
  );
  try {
    const login = await fetch(`${shop.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    const { token } = LoginResultSchema.parse(await login.json());
    const call = async (from: string, to: string) => {
      const started = performance.now();
      const response = await fetch(
        `${shop.baseUrl}/api/admin/analytics?${new URLSearchParams({ from, to })}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const body = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`analytics answered ${response.status}: ${body}`);
      return { ms, body };
    };
    // Checked once against the contract: a wrong answer fast is not a result.
    const year = AnalyticsSchema.parse(JSON.parse((await call(seeded.firstDay, lastDay)).body));
    if (year.totals.orders < seeded.orders * 0.9) {
      throw new Error(`the year counts ${year.totals.orders} orders of ${seeded.orders}`);
    }
    for (let i = 0; i < 5; i++) await call(addDays(lastDay, -29), lastDay);

    step(`Measuring ${callsPerRange} calls per range, one at a time`);
    const ranges: AnalyticsBenchReport['ranges'] = [];
    const every: number[] = [];
    for (const length of RANGES) {
      const times: number[] = [];
      for (let i = 0; i < callsPerRange; i++) {
        const to = addDays(lastDay, -Math.floor(Math.random() * (365 - Math.min(length, 300))));
        times.push((await call(addDays(to, -(length - 1)), to)).ms);
      }
      times.sort((a, b) => a - b);
      every.push(...times);
      ranges.push({
        days: length,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        maxMs: round(times.at(-1) ?? 0),
      });
    }
    every.sort((a, b) => a - b);
    const all = { p50Ms: round(percentile(every, 50)), p95Ms: round(percentile(every, 95)) };

    step('Measuring order writes (their triggers) and reads after stale days');
    const orderWrites = await measureOrderWrites(database.url);
    const staleReads: StaleRead[] = [];
    const monthRead = async () => (await call(addDays(lastDay, -29), lastDay)).ms;
    for (const staleDays of [1, 7, 30]) {
      staleReads.push(await measureStaleReads(database.url, monthRead, { staleDays, calls: 20 }));
    }
    const report: AnalyticsBenchReport = {
      ranAt: new Date().toISOString(),
      machine: describeMachine(database.serverVersion),
      server: server.build,
      orders: seeded.orders,
      days: { first: seeded.firstDay, last: seeded.lastDay },
      seedSec: round(seeded.seedSec),
      rollUpSec: round(seeded.rollUpSec),
      callsPerRange,
      ranges,
      all,
      orderWrites,
      staleReads,
      targetMs: TARGET_MS,
      isWithinTarget: ranges.every((range) => range.p95Ms <= TARGET_MS),
    };
    printAnalyticsReport(report);
    return report;
  } finally {
    await shop.stop();
  }
}

function printAnalyticsReport(report: AnalyticsBenchReport): void {
  console.log(
    `\nGET /api/admin/analytics on ${report.orders} orders (${report.days.first} to ${report.days.last}), ${report.callsPerRange} calls per range`,
  );
  console.log('range      p50 ms   p95 ms   max ms');
  for (const range of report.ranges) {
    console.log(
      `${`${range.days} days`.padEnd(10)} ${String(range.p50Ms).padStart(6)}   ${String(range.p95Ms).padStart(6)}   ${String(range.maxMs).padStart(6)}`,
    );
  }
  console.log(
    `all        ${String(report.all.p50Ms).padStart(6)}   ${String(report.all.p95Ms).padStart(6)}`,
  );
  const { orderWrites: w } = report;
  console.log(
    `An order write (${w.writes}, one at a time): p50 ${w.withTriggers.p50Ms} / p95 ${w.withTriggers.p95Ms} ms with its trigger, ${w.withoutTriggers.p50Ms} / ${w.withoutTriggers.p95Ms} ms without`,
  );
  for (const read of report.staleReads) {
    console.log(
      `30 days after ${read.staleDays} stale day(s): p50 ${read.p50Ms} / p95 ${read.p95Ms} / max ${read.maxMs} ms (${read.calls} calls)`,
    );
  }
  console.log(
    `Target p95 ≤ ${report.targetMs} ms per range: ${report.isWithinTarget ? 'met' : 'NOT MET'}`,
  );
}
