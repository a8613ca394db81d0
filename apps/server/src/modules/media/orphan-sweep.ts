import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { MediaStorage } from './storage/media-storage.ts';

// Uploads that no product, order or pending checkout shows are removed once they are older than
// a day (docs/decisions/038-media-storage.md).

/** An owner mid-edit keeps a fresh upload this long before saving the product. */
export const ORPHAN_GRACE_MS = 24 * 3600 * 1000;
const SWEEP_INTERVAL_MS = 3 * 3600 * 1000;
/** The first pass, a little after start: not in the way of start-up and its health checks. */
const FIRST_SWEEP_DELAY_MS = 5 * 60 * 1000;
/** Deleted at most per pass; a bigger backlog goes in the following passes. */
const MAX_DELETES_PER_PASS = 500;
/** Ids asked about per query. */
const BATCH = 500;

/** Which of these upload ids something in the shop still shows (background-work.ts asks). */
export type FindShownUploads = (db: Db | Tx, ids: string[]) => Promise<string[]>;

export interface OrphanSweepDeps {
  db: Db;
  storage: MediaStorage;
  findShownUploads: FindShownUploads;
  log: FastifyBaseLogger;
}

export interface OrphanSweepOptions {
  /** The sweep's clock (tests move it a day on). */
  now?: Date;
  graceMs?: number;
  maxDeletes?: number;
}

export type OrphanSweepOutcome =
  | { status: 'skipped' }
  | { status: 'swept'; old: number; shown: number; deleted: number; failed: number };

/**
 * One pass: the uploads older than the grace period that nothing shows are deleted. Runs under
 * a transaction-scoped advisory lock, so two instances never sweep at once (and it works
 * through PgBouncer's transaction pooling: the lock lives and dies with one transaction). If two
 * did anyway, both would delete only uploads nothing shows.
 */
export async function sweepOrphanUploads(
  { db, storage, findShownUploads, log }: OrphanSweepDeps,
  { now = new Date(), graceMs = ORPHAN_GRACE_MS, maxDeletes = MAX_DELETES_PER_PASS } = {},
): Promise<OrphanSweepOutcome> {
  // Listed before the transaction: listing a bucket takes a while and needs no lock.
  const old = await storage.listUploadsOlderThan(new Date(now.getTime() - graceMs));
  if (old.length === 0) return { status: 'swept', old: 0, shown: 0, deleted: 0, failed: 0 };

  // Only `tx` inside: PGlite has one connection, and the outer `db` would wait for this forever.
  const outcome = await db.transaction(async (tx): Promise<OrphanSweepOutcome> => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended('skins:media:orphan-sweep', 0)) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (result.rows[0]?.locked !== true) return { status: 'skipped' };

    const shown = new Set<string>();
    for (let start = 0; start < old.length; start += BATCH) {
      for (const id of await findShownUploads(tx, old.slice(start, start + BATCH))) shown.add(id);
    }
    const orphans = old.filter((id) => !shown.has(id)).slice(0, maxDeletes);
    // Deleted while the lock is held: a product saved meanwhile with one of these (an upload
    // left a day in an open form) waits for nothing, and is the one case the grace period covers.
    let deleted = 0;
    let failed = 0;
    for (const id of orphans) {
      try {
        await storage.deleteUpload(id);
        deleted += 1;
      } catch (error) {
        failed += 1;
        log.warn({ err: error, upload: id }, 'could not delete an orphaned upload');
      }
    }
    return { status: 'swept', old: old.length, shown: shown.size, deleted, failed };
  });
  if (outcome.status === 'swept') {
    log.info({ ...outcome, storage: storage.location }, 'orphaned uploads swept');
  } else {
    log.info('orphaned uploads: another instance is sweeping');
  }
  return outcome;
}

/**
 * Sweeps every three hours while the app is up (background-work.ts starts it), the first time a few
 * minutes after start; the timers do not keep the process alive, and closing the app stops
 * them and waits for a pass in progress.
 */
export function startOrphanSweep(app: FastifyInstance, deps: Omit<OrphanSweepDeps, 'log'>): void {
  let running: Promise<unknown> = Promise.resolve();
  let isRunning = false;
  const pass = () => {
    if (isRunning) return;
    isRunning = true;
    running = sweepOrphanUploads({ ...deps, log: app.log })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'orphaned upload sweep failed');
      })
      .finally(() => {
        isRunning = false;
      });
  };
  const first = setTimeout(pass, FIRST_SWEEP_DELAY_MS);
  const timer = setInterval(pass, SWEEP_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
