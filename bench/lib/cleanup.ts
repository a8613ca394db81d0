type Disposer = () => Promise<void>;

/**
 * Undo steps in reverse order of setup. They run once: at the end of the run, on failure, or
 * on Ctrl-C, so the bench never leaves a server running or the bench database behind.
 */
export class Cleanup {
  readonly #steps: { label: string; dispose: Disposer }[] = [];
  #ran: Promise<void> | undefined;

  constructor() {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: stopping what the bench started…`);
        void this.run().finally(() => process.exit(130));
      });
    }
  }

  add(label: string, dispose: Disposer): void {
    this.#steps.push({ label, dispose });
  }

  run(): Promise<void> {
    this.#ran ??= this.#runSteps();
    return this.#ran;
  }

  async #runSteps(): Promise<void> {
    for (const step of this.#steps.toReversed()) {
      try {
        await step.dispose();
      } catch (error) {
        // Keep undoing the rest; one stuck step must not leave the others behind.
        process.exitCode = 1;
        console.error(`cleanup: could not ${step.label}:`, error);
      }
    }
  }
}
