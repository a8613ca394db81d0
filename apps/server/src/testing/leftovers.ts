import { afterAll } from 'vitest';

// What a test file opened and must close: its apps, databases and scratch folders. Each is closed
// by the file's own afterAll; one opened inside a suite that did not run (describe.runIf,
// skipIf: its hooks never run, its body does) is closed here when the file ends. Test files share
// a worker (isolate: false), so an app left open would keep its timers running in the next
// files, and a PostgreSQL database left behind stays on the server after the run.

const open = new Set<() => Promise<void>>();

/** Registers `close`; the function returned closes it once, now or at the file's end. */
export function closeWithFile(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  const once = () => {
    open.delete(once);
    closing ??= close();
    return closing;
  };
  open.add(once);
  return once;
}

/** Registered by the server projects' setup file: closes what the file's own hooks did not. */
export function closeLeftoversAfterEachFile(): void {
  afterAll(async () => {
    for (const close of [...open].reverse()) await close();
  });
}
