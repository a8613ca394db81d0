import type { FastifyInstance } from 'fastify';

// How each background sweep runs on one instance (background-work.ts starts them): a pass every
// interval, one at a time, on timers that do not keep the process alive; `app.close()` stops
// the timers and waits for a pass in progress. Instances sweeping at once are kept apart by each
// sweep's own claim on its rows, not here.

export interface RepeatingPassOptions {
  /** Names the pass in the log line of a pass that failed: `cart reminder sweep`. */
  name: string;
  intervalMs: number;
  pass: () => Promise<unknown>;
  /** After the timers stop and a pass in progress has ended (the outbox's sends, its transport). */
  onClose?: () => Promise<void>;
}

export interface RepeatingPass {
  /**
   * A pass at `at` (at once when it is past), unless the interval's next pass comes first
   * anyway. Asked during a pass, one more pass follows it, for the work that asked.
   */
  runAt(at: Date): void;
}

/**
 * Starts the interval's passes. A tick during a slow pass is dropped: the slow pass makes the
 * next interval's wait, and never runs beside another.
 */
export function startRepeatingPass(
  app: FastifyInstance,
  { name, intervalMs, pass, onClose }: RepeatingPassOptions,
): RepeatingPass {
  let running: Promise<void> | null = null;
  /** A `runAt` came during a pass: one more after it. */
  let isAgain = false;
  let isClosed = false;
  const wakeUps = new Set<NodeJS.Timeout>();

  const run = (isAsked: boolean) => {
    if (isClosed) return;
    if (running) {
      isAgain ||= isAsked;
      return;
    }
    running = pass()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = null;
        if (isAgain) {
          isAgain = false;
          run(false);
        }
      });
  };

  const timer = setInterval(() => run(false), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    isClosed = true;
    clearInterval(timer);
    for (const wakeUp of wakeUps) clearTimeout(wakeUp);
    await running;
    await onClose?.();
  });

  return {
    runAt(at) {
      const wait = Math.max(0, at.getTime() - Date.now());
      if (isClosed || wait >= intervalMs) return;
      const wakeUp = setTimeout(() => {
        wakeUps.delete(wakeUp);
        run(true);
      }, wait);
      wakeUp.unref();
      wakeUps.add(wakeUp);
    },
  };
}
