import underPressure from '@fastify/under-pressure';
import { OVERLOADED_MESSAGE } from '@skins/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OverloadConfig } from '../overload-config.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Never shed nor counted as in flight: the health route, so a balancer or monitor still
     * hears from a busy instance, and the steps that record money already committed
     * (verify-payment, the payment webhook, placing a COD order), so a shopper who paid is
     * never told "busy" (docs/decisions/026-load-shedding.md).
     */
    isExemptFromShedding?: boolean;
  }
}

/** Whether any check is on: otherwise nothing is ever shed. */
export function shedsLoad(settings: OverloadConfig): boolean {
  return (
    settings.maxInFlightRequests > 0 ||
    settings.maxEventLoopDelayMs > 0 ||
    settings.maxEventLoopUtilization > 0
  );
}

/**
 * How long after the instance is ready its event loop is not judged: starting (migrations, the
 * catalog's first reads, code compiled on first use) keeps the loop busy with no queue of
 * requests behind it, and a fresh instance once shed its first request. Five of under-pressure's
 * one-second samples; the in-flight limit holds from the first request.
 */
export const STARTUP_GRACE_MS = 5_000;

/** At most one warning per this long while shedding, with the count since the last one. */
const SHED_WARNING_INTERVAL_MS = 10_000;

/**
 * Answers 503 `OVERLOADED` with `Retry-After` at once, before any parsing, database or rendering
 * work, when the shop is past what it can answer in time: more than `maxInFlightRequests`
 * requests in flight (a queue on the database pool, which the event loop does not see), or a
 * saturated event loop (@fastify/under-pressure). Without it a burst queues without bound and
 * clients wait until they give up. Hooks the root, so it must be registered before the routes.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  settings: OverloadConfig,
): Promise<void> {
  const shed = shedder(app, settings.retryAfterSeconds);

  const checksEventLoop = settings.maxEventLoopDelayMs > 0 || settings.maxEventLoopUtilization > 0;
  if (checksEventLoop) {
    let judgedFrom = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      judgedFrom = performance.now() + STARTUP_GRACE_MS;
    });
    await app.register(underPressure, {
      maxEventLoopDelay: settings.maxEventLoopDelayMs,
      maxEventLoopUtilization: settings.maxEventLoopUtilization,
      // The last second's utilisation, not the average since the process started.
      eventLoopUtilizationMode: 'interval',
      pressureHandler: async (request, reply, type) => {
        if (isExempt(request) || performance.now() < judgedFrom) return;
        throw shed(reply, type);
      },
    });
  }

  const { maxInFlightRequests } = settings;
  if (maxInFlightRequests === 0) return;
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    if (isExempt(request)) return;
    if (inFlight >= maxInFlightRequests) throw shed(reply, 'inFlightRequests');
    inFlight += 1;
    counted.add(request);
  });
  // The slot is given back when the answer is ready, not when the client leaves: a request whose
  // client hung up still holds its place in the database pool's queue until its handler ends.
  // Every answer passes onSend (errors and 404s too); only a hijacked reply would not, and the
  // shop has none.
  app.addHook('onSend', async (request) => {
    if (counted.delete(request)) inFlight -= 1;
  });
}

function isExempt(request: FastifyRequest): boolean {
  return request.routeOptions.config.isExemptFromShedding === true;
}

/**
 * The 503 for a shed request (the error handler logs each at info, like a 429), and a warning at
 * most every SHED_WARNING_INTERVAL_MS with how many were shed since the last and why: `reason` is
 * `inFlightRequests` or under-pressure's check (`eventLoopDelay`, `eventLoopUtilization`).
 */
function shedder(app: FastifyInstance, retryAfterSeconds: number) {
  let shedSinceWarning = 0;
  let lastWarningAt = 0;
  return (reply: FastifyReply, reason: string): AppError => {
    shedSinceWarning += 1;
    const now = Date.now();
    if (now - lastWarningAt >= SHED_WARNING_INTERVAL_MS) {
      app.log.warn({ shed: shedSinceWarning, reason }, 'overloaded: answering 503 to new requests');
      shedSinceWarning = 0;
      lastWarningAt = now;
    }
    reply.header('retry-after', retryAfterSeconds);
    return new AppError(503, 'OVERLOADED', OVERLOADED_MESSAGE, { retryAfterSeconds });
  };
}
