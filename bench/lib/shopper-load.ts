import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ShopperLoad {
  baseUrl: string;
  /** Shoppers, each on its own keep-alive connection, each with one request at a time. */
  connections: number;
  durationSec: number;
  /** A request gets no answer in this long: counted as a timeout, its connection dropped. */
  timeoutMs: number;
  nextPath: () => string;
}

export interface ShopperOutcome {
  durationSec: number;
  /** Each answer's status and how long the shopper waited for it, in ms. */
  answers: { status: number; latencyMs: number }[];
  timeouts: number;
  /** Connections refused or reset. */
  errors: number;
}

type Exchange =
  | { kind: 'answer'; status: number; retryAfterSeconds: number; latencyMs: number }
  | { kind: 'timeout' }
  | { kind: 'error' };

/**
 * Shoppers as the storefront behaves: each asks for the next page as soon as it has the last,
 * and waits out a 503's `Retry-After` before asking again (autocannon would ask again at once,
 * which no browser running the storefront does). Every connection is new at the start, as when a
 * crowd arrives. Bounded by `durationSec`; requests still open then are not counted.
 */
export async function runShoppers(load: ShopperLoad): Promise<ShopperOutcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: load.connections });
  const startedAt = performance.now();
  const deadline = startedAt + load.durationSec * 1000;
  const outcome: ShopperOutcome = {
    durationSec: load.durationSec,
    answers: [],
    timeouts: 0,
    errors: 0,
  };

  const shopper = async () => {
    while (performance.now() < deadline) {
      const exchange = await get(`${load.baseUrl}${load.nextPath()}`, agent, load.timeoutMs);
      // An answer or failure that came after the deadline belongs to no measured second.
      if (performance.now() > deadline) return;
      if (exchange.kind === 'timeout') outcome.timeouts += 1;
      else if (exchange.kind === 'error') outcome.errors += 1;
      else {
        outcome.answers.push({ status: exchange.status, latencyMs: exchange.latencyMs });
        if (exchange.status === 503 && exchange.retryAfterSeconds > 0) {
          const waitMs = Math.min(exchange.retryAfterSeconds * 1000, deadline - performance.now());
          await sleep(Math.max(0, waitMs));
        }
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: load.connections }, shopper));
  } finally {
    agent.destroy();
  }
  return outcome;
}

function get(url: string, agent: http.Agent, timeoutMs: number): Promise<Exchange> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let isSettled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (exchange: Exchange) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      resolve(exchange);
    };
    const request = http.get(
      url,
      { agent, headers: { accept: 'application/json' } },
      (response) => {
        response.resume();
        response.on('error', () => settle({ kind: 'error' }));
        response.on('end', () => {
          const retryAfter = Number(response.headers['retry-after']);
          settle({
            kind: 'answer',
            status: response.statusCode ?? 0,
            retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : 0,
            latencyMs: performance.now() - startedAt,
          });
        });
      },
    );
    request.on('error', () => settle({ kind: 'error' }));
    timer = setTimeout(() => {
      settle({ kind: 'timeout' });
      request.destroy();
    }, timeoutMs);
  });
}
