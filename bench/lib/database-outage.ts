import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Product } from '@skins/shared';
import { checkoutRequest } from './checkout-load.ts';
import { type Exchange, exchange, type ShopRequest } from './exchange.ts';
import type { ProxyState, TcpProxy } from './tcp-proxy.ts';

/** What the shopper mix asks for, from the catalog and an order read before the outage. */
export interface OutageShopper {
  slugs: string[];
  words: string[];
  product: Product;
  order: { number: number; email: string };
}

export interface OutageSettings {
  baseUrl: string;
  proxy: TcpProxy;
  shopper: OutageShopper;
  /** Times the whole mix is sent in each stage, one round after the other. */
  rounds: number;
  /** A request unanswered this long counts as a timeout. */
  timeoutMs: number;
  /** Whether the shop's process has exited (a crash during the outage). */
  hasExited: () => boolean;
}

export interface OutageStage {
  name: string;
  proxy: ProxyState;
  /** Route → outcome (`503 SERVICE_UNAVAILABLE, Retry-After 10`) → count. */
  routes: Record<string, Record<string, number>>;
  isServerRunning: boolean;
}

export interface OutageResult {
  stages: OutageStage[];
  /** From the way reopening to the first /api/ready 200; null when it never answered 200. */
  readyAgainAfterMs: number | null;
}

interface ShopperRoute {
  name: string;
  /** The `n`th request of this route; each asks for something else, past the shop's caches. */
  request: (n: number) => ShopRequest;
}

function shopperRoutes({ slugs, words, product, order }: OutageShopper): ShopperRoute[] {
  const at = <T>(items: readonly T[], n: number) => items[n % items.length] as T;
  return [
    { name: 'listing', request: (n) => get(`/api/products?limit=1&page=${2 + n}`) },
    { name: 'product', request: (n) => get(`/api/products/${encodeURIComponent(at(slugs, n))}`) },
    {
      name: 'search',
      request: (n) => get(`/api/products/search/full?query=${encodeURIComponent(at(words, n))}`),
    },
    {
      name: 'track-order lookup',
      request: () => ({ method: 'POST', path: '/api/orders/lookup', body: order }),
    },
    {
      name: 'create order',
      request: () => {
        const email = `bench-outage-${randomBytes(4).toString('hex')}@example.in`;
        return {
          method: 'POST',
          path: '/api/payments/create-order',
          body: checkoutRequest(product, email),
        };
      },
    },
    { name: '/api/health', request: () => get('/api/health') },
    { name: '/api/ready', request: () => get('/api/ready') },
  ];
}

const get = (path: string): ShopRequest => ({ method: 'GET', path });

const readyPollMs = 100;
const maxRecoveryMs = 60_000;

/**
 * Item 17 of issue [14]: the shop's way to PostgreSQL runs through `proxy`. The shopper mix is
 * sent with the way open, then refused (the database down), reset (it drops connections) and
 * silent (the host unreachable), then open again once /api/ready says so; each answer's status,
 * error code and Retry-After are counted per route.
 */
export async function measureDatabaseOutage(settings: OutageSettings): Promise<OutageResult> {
  const routes = shopperRoutes(settings.shopper);
  let sent = 0;
  const stages: OutageStage[] = [];

  const runStage = async (name: string) => {
    const counts: Record<string, Record<string, number>> = {};
    for (let round = 0; round < settings.rounds; round++) {
      const n = sent++;
      const answers = await Promise.all(
        routes.map((route) =>
          exchange(settings.baseUrl, route.request(n), settings.timeoutMs).then(
            (answer) => [route.name, answer] as const,
          ),
        ),
      );
      for (const [route, answer] of answers) {
        const byOutcome = counts[route] ?? {};
        const key = describeAnswer(answer);
        byOutcome[key] = (byOutcome[key] ?? 0) + 1;
        counts[route] = byOutcome;
      }
    }
    stages.push({
      name,
      proxy: settings.proxy.state(),
      routes: counts,
      isServerRunning: !settings.hasExited(),
    });
  };

  await runStage('database reachable');
  for (const [name, state] of [
    ['database down (connections refused)', 'refusing'],
    ['connections reset', 'resetting'],
    ['host unreachable (packets dropped)', 'silent'],
  ] as const) {
    await settings.proxy.setState(state);
    await runStage(name);
  }

  await settings.proxy.setState('open');
  const reopenedAt = performance.now();
  let readyAgainAfterMs: number | null = null;
  while (performance.now() - reopenedAt < maxRecoveryMs && !settings.hasExited()) {
    const ready = await exchange(settings.baseUrl, get('/api/ready'), settings.timeoutMs);
    if (ready.status === 200) {
      readyAgainAfterMs = Math.round(performance.now() - reopenedAt);
      break;
    }
    // Polled as a balancer does, until the instance says it is ready again.
    await sleep(readyPollMs);
  }
  await runStage('database back');
  return { stages, readyAgainAfterMs };
}

/** `200`, `500 INTERNAL`, `503 SERVICE_UNAVAILABLE, Retry-After 10`, `timeout`, `error`. */
function describeAnswer(answer: Exchange): string {
  return answer.retryAfter === null
    ? answer.outcome
    : `${answer.outcome}, Retry-After ${answer.retryAfter}`;
}
