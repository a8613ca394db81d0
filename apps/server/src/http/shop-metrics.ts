import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { Db } from '../db/client.ts';
import type { CatalogCache } from '../modules/catalog/index.ts';
import { type OutboxBacklog, outboxBacklog } from '../modules/mail/index.ts';
import { orderCounts } from '../modules/orders/index.ts';

/**
 * The shop's own figures beside the process's (plugins/metrics.ts), read when Prometheus
 * scrapes: the catalog cache's hits and misses, orders by status and payment status (paid,
 * refunded, pending COD…), and the mail outbox's queue (depth and the oldest mail's wait, the
 * background work that lags first). Each scrape costs two small indexed queries.
 */
export function registerShopMetrics(
  app: FastifyInstance,
  { db, cache }: { db: Db; cache: CatalogCache },
): void {
  const registers = [app.metrics];
  new Counter({
    name: 'skins_catalog_cache_lookups_total',
    help: 'Catalog answers and pages looked up in this instance’s cache, by outcome',
    labelNames: ['outcome'] as const,
    registers,
    collect() {
      this.reset();
      this.inc({ outcome: 'hit' }, cache.lookups.hits);
      this.inc({ outcome: 'miss' }, cache.lookups.misses);
    },
  });
  new Gauge({
    name: 'skins_orders',
    help: 'Orders in the database, by status and payment status',
    labelNames: ['status', 'payment_status'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await orderCounts(db)) {
        this.set({ status: row.status, payment_status: row.paymentStatus }, row.orders);
      }
    },
  });
  // The registry collects every metric of a scrape at once: both outbox gauges share one query.
  let backlog: Promise<OutboxBacklog> | undefined;
  const readBacklog = () => {
    backlog ??= outboxBacklog(db).finally(() => {
      backlog = undefined;
    });
    return backlog;
  };
  new Gauge({
    name: 'skins_mail_outbox_queued',
    help: 'Mails waiting in the outbox to be sent',
    registers,
    async collect() {
      this.set((await readBacklog()).queued);
    },
  });
  new Gauge({
    name: 'skins_mail_outbox_oldest_queued_seconds',
    help: 'How long the oldest mail waiting in the outbox has waited',
    registers,
    async collect() {
      this.set((await readBacklog()).oldestQueuedSeconds);
    },
  });
}
