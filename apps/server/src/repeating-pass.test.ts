import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRepeatingPass } from './repeating-pass.ts';

// The background sweeps' loop, on fake timers: each pass is a promise the test settles, so
// nothing here waits for real time. `Date` is faked with the timers: `runAt` measures its wait
// from `Date.now()`, and a real clock moving a millisecond between the test's `Date.now()` and
// the loop's (a busy machine) fired a pass due in 5,000 ms at 4,999.

const INTERVAL_MS = 60_000;

/** Ends every pass a test left running, so closing the app does not wait for it. */
const endLeftovers: (() => void)[] = [];

/** Passes that end only when the test says so, counted as they start. */
function controlledPasses() {
  const ends: (() => void)[] = [];
  const fails: ((error: Error) => void)[] = [];
  const pass = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        ends.push(resolve);
        fails.push(reject);
      }),
  );
  endLeftovers.push(() => {
    for (const end of ends) end();
  });
  return {
    pass,
    end: (index: number) => ends[index]?.(),
    fail: (index: number, error: Error) => fails[index]?.(error),
  };
}

let app: FastifyInstance;
beforeEach(async () => {
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
  });
  app = Fastify({ logger: false });
  await app.ready();
});
afterEach(async () => {
  for (const end of endLeftovers.splice(0)) end();
  await app.close();
  vi.useRealTimers();
});

describe('a repeating pass', () => {
  it('runs once an interval, and drops a tick that comes during a slow pass', async () => {
    const { pass, end } = controlledPasses();
    startRepeatingPass(app, { name: 'test sweep', intervalMs: INTERVAL_MS, pass });
    expect(pass).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(pass).toHaveBeenCalledTimes(1);
    end(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('runs at a time asked for, and once more after a pass that the asking came during', async () => {
    const { pass, end } = controlledPasses();
    const passes = startRepeatingPass(app, { name: 'test sweep', intervalMs: INTERVAL_MS, pass });
    passes.runAt(new Date(Date.now() + 5_000));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(pass).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    passes.runAt(new Date(Date.now() - 1_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    end(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(2);
    end(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('leaves a time no sooner than the next interval to the interval', async () => {
    const { pass } = controlledPasses();
    const passes = startRepeatingPass(app, { name: 'test sweep', intervalMs: INTERVAL_MS, pass });
    passes.runAt(new Date(Date.now() + INTERVAL_MS));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('logs a failed pass under its name and runs again at the next interval', async () => {
    const { pass, fail } = controlledPasses();
    const logged = vi.spyOn(app.log, 'error');
    startRepeatingPass(app, { name: 'test sweep', intervalMs: INTERVAL_MS, pass });
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    const error = new Error('database gone');
    fail(0, error);
    await vi.advanceTimersByTimeAsync(0);
    expect(logged).toHaveBeenCalledWith({ err: error }, 'test sweep failed');
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('on close, waits for the pass in progress, then onClose; no pass after it', async () => {
    const { pass, end } = controlledPasses();
    const steps: string[] = [];
    const passes = startRepeatingPass(app, {
      name: 'test sweep',
      intervalMs: INTERVAL_MS,
      pass,
      onClose: async () => {
        steps.push('onClose');
      },
    });
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    passes.runAt(new Date(Date.now() + 1_000));
    const closing = app.close().then(() => steps.push('closed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(steps).toEqual([]);
    end(0);
    await closing;
    expect(steps).toEqual(['onClose', 'closed']);
    passes.runAt(new Date());
    await vi.advanceTimersByTimeAsync(2 * INTERVAL_MS);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});
