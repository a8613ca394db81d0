import { setTimeout as sleep } from 'node:timers/promises';
import { ProductListSchema } from '@skins/shared';
import { randomListingPath } from './browse-paths.ts';
import { runShoppers } from './shopper-load.ts';

/** What a shopper's browser asks for, drawn at random for every request of the overload run. */
export interface ShopperMix {
  slugs: string[];
  tags: string[];
}

/** Latencies of one kind of answer, in milliseconds, as the client waited for them. */
export interface LatencySummary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface OverloadMeasurement {
  name: string;
  connections: number;
  durationSec: number;
  requestsTotal: number;
  requestsPerSec: number;
  /** Every answer, whatever its status; requests that timed out have no latency. */
  all: LatencySummary;
  ok: LatencySummary;
  /** 503 answers: shed by the shop. */
  shed: LatencySummary;
  otherNon2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** GET /api/health, asked every healthIntervalMs during the measured seconds. */
  health: LatencySummary & { failed: number };
}

const requestTimeoutSec = 10;
const healthIntervalMs = 250;
const searchWords = ['iphone', 'galaxy', 'macbook', 'carbon', 'matte', 'pixel', 'marble'];

/** Product slugs and tags from the first pages of the seeded catalog, for the mix to draw from. */
export async function loadShopperMix(baseUrl: string, pages = 5): Promise<ShopperMix> {
  const slugs: string[] = [];
  const tags = new Set<string>();
  for (let page = 1; page <= pages; page++) {
    const response = await fetch(`${baseUrl}/api/products?page=${page}&limit=100`);
    if (response.status !== 200) throw new Error(`the listing answered ${response.status}`);
    for (const product of ProductListSchema.parse(await response.json()).data) {
      slugs.push(product.slug);
      for (const tag of product.tags) tags.add(tag);
    }
  }
  if (slugs.length === 0) throw new Error('the catalog is empty: nothing to browse');
  return { slugs, tags: [...tags] };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * One shopper's request: mostly listings with random pages, sorts and filters (past the response
 * cache, as real browsing is), product pages, some search-as-you-type and the category menu.
 */
export function randomShopperPath({ slugs, tags }: ShopperMix): string {
  const roll = Math.random();
  if (roll < 0.5) return randomListingPath(tags);
  if (roll < 0.85) return `/api/products/${encodeURIComponent(pick(slugs))}`;
  if (roll < 0.95) return `/api/products/search/autocomplete?query=${pick(searchWords)}`;
  return '/api/categories';
}

export function summarize(latenciesMs: number[]): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted.length === 0 ? 0 : (sorted[Math.ceil(fraction * sorted.length) - 1] ?? 0);
  return {
    count: sorted.length,
    p50Ms: Math.round(at(0.5)),
    p99Ms: Math.round(at(0.99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
  };
}

/** Asks for health every healthIntervalMs until `signal` aborts; each answer's latency. */
async function probeHealth(baseUrl: string, signal: AbortSignal) {
  const latenciesMs: number[] = [];
  let failed = 0;
  while (!signal.aborted) {
    const startedAt = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/health`, {
        signal: AbortSignal.timeout(requestTimeoutSec * 1000),
      });
      await response.arrayBuffer();
      if (response.status === 200) latenciesMs.push(performance.now() - startedAt);
      else failed += 1;
    } catch {
      failed += 1;
    }
    await sleep(healthIntervalMs);
  }
  return { ...summarize(latenciesMs), failed };
}

interface OverloadScenario {
  name: string;
  baseUrl: string;
  mix: ShopperMix;
  connections: number;
  durationSec: number;
  warmupSec: number;
}

/** A warm-up (discarded), then the measured run with health probed beside it. */
export async function measureOverload(scenario: OverloadScenario): Promise<OverloadMeasurement> {
  const load = {
    baseUrl: scenario.baseUrl,
    connections: scenario.connections,
    timeoutMs: requestTimeoutSec * 1000,
    nextPath: () => randomShopperPath(scenario.mix),
  };
  await runShoppers({ ...load, durationSec: scenario.warmupSec });

  const probing = new AbortController();
  const health = probeHealth(scenario.baseUrl, probing.signal);
  const outcome = await runShoppers({ ...load, durationSec: scenario.durationSec });
  probing.abort();

  const latenciesOf = (isWanted: (status: number) => boolean) =>
    outcome.answers.filter((a) => isWanted(a.status)).map((a) => a.latencyMs);
  const ok = latenciesOf((status) => status >= 200 && status < 300);
  const shed = latenciesOf((status) => status === 503);
  const statusCodes: Record<string, number> = {};
  for (const { status } of outcome.answers) statusCodes[status] = (statusCodes[status] ?? 0) + 1;
  const requestsTotal = outcome.answers.length + outcome.timeouts + outcome.errors;
  return {
    name: scenario.name,
    connections: scenario.connections,
    durationSec: outcome.durationSec,
    requestsTotal,
    requestsPerSec: outcome.answers.length / outcome.durationSec,
    all: summarize(latenciesOf(() => true)),
    ok: summarize(ok),
    shed: summarize(shed),
    otherNon2xx: outcome.answers.length - ok.length - shed.length,
    errors: outcome.errors,
    timeouts: outcome.timeouts,
    statusCodes,
    health: await health,
  };
}
