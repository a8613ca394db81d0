import { withDatabaseClient } from './bench-database.ts';

// What the roll-ups cost outside the read of a settled year (decision 064): an order write's
// trigger (it notes the days it moved in `sales_days_stale`), and a read that first rebuilds
// the days noted since the last refresh.

export interface OrderWriteCost {
  writes: number;
  /** One UPDATE of a counted column (its own transaction) with the triggers firing. */
  withTriggers: { p50Ms: number; p95Ms: number };
  /** The same writes with the triggers off (`session_replication_role = replica`). */
  withoutTriggers: { p50Ms: number; p95Ms: number };
}

export interface StaleRead {
  staleDays: number;
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
};

/** A counted column of `count` random orders changed one at a time (created_at + 1 µs: same day). */
async function changeOrders(url: string, count: number, isReplica: boolean): Promise<number[]> {
  return withDatabaseClient(url, async (client) => {
    if (isReplica) await client.query('SET session_replication_role = replica');
    const { rows } = await client.query<{ id: string }>(
      'SELECT id FROM orders ORDER BY random() LIMIT $1',
      [count],
    );
    const times: number[] = [];
    for (const { id } of rows) {
      const started = performance.now();
      await client.query(
        "UPDATE orders SET created_at = created_at + interval '1 microsecond' WHERE id = $1",
        [id],
      );
      times.push(performance.now() - started);
    }
    return times;
  });
}

export async function measureOrderWrites(url: string, writes = 200): Promise<OrderWriteCost> {
  const without = await changeOrders(url, writes, true);
  const withTriggers = await changeOrders(url, writes, false);
  // What those writes noted: rebuilt now, so the reads below start from settled roll-ups.
  await withDatabaseClient(url, (client) => client.query('SELECT refresh_sales_days()'));
  const { p50Ms, p95Ms } = summary(withTriggers);
  const off = summary(without);
  return {
    writes,
    withTriggers: { p50Ms, p95Ms },
    withoutTriggers: { p50Ms: off.p50Ms, p95Ms: off.p95Ms },
  };
}

/**
 * `calls` reads, each after one order on each of the year's latest `staleDays` days changed (the
 * triggers noting them): the read rebuilds those days first. The shop's own pass every minute
 * may refresh before a read now and then, making that read cheaper.
 */
export async function measureStaleReads(
  url: string,
  call: () => Promise<number>,
  { staleDays, calls }: { staleDays: number; calls: number },
): Promise<StaleRead> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    await withDatabaseClient(url, (client) =>
      client.query(
        `UPDATE orders SET created_at = created_at + interval '1 microsecond'
         WHERE id IN (SELECT DISTINCT ON (shop_day(created_at)) id FROM orders
                      WHERE shop_day(created_at) IN (
                        SELECT DISTINCT shop_day(created_at) FROM orders
                        ORDER BY 1 DESC LIMIT $1)
                      ORDER BY shop_day(created_at), random())`,
        [staleDays],
      ),
    );
    times.push(await call());
  }
  return { staleDays, calls, ...summary(times) };
}
