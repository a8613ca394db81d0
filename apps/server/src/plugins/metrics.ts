import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's Prometheus metrics; modules add theirs (app.ts). */
    metrics: Registry;
  }
}

// Seconds: a cached catalog answer takes about a millisecond, a rendered page or a payment call
// up to a second or more.
const DURATION_BUCKETS_S = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The registry every metric goes to, with the process's own (CPU, memory, event-loop delay, GC)
 * and every request's duration by route template (never by raw URL: ids would make a series per
 * product). Registered before the routes, so the hook sees them all.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS_S,
    registers: [registry],
  });
  app.decorate('metrics', registry);
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * GET /metrics in Prometheus's text format, for a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>`; anyone else gets 404, as if there were no such page (the figures say how
 * busy the shop is). Registered only when METRICS_TOKEN is set.
 */
export function metricsRoute(app: FastifyInstance, token: string): void {
  const expected = Buffer.from(`Bearer ${token}`);
  const isScraper = (authorization: string | undefined) => {
    const given = Buffer.from(authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.get(
    '/metrics',
    {
      // A scraper is told how a busy instance is doing; shedding it would hide exactly that.
      config: { isExemptFromShedding: true },
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!isScraper(request.headers.authorization)) {
        return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      }
      return reply.type(app.metrics.contentType).send(await app.metrics.metrics());
    },
  );
}
