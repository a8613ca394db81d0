import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HEIC_WORKER_READY, type HeicWorkerAnswer, type RawImage } from './heic.ts';

// Decoding a 12 MP iPhone photo is a second of synchronous WebAssembly: on the server's thread
// it would hold every other request of the instance (decision 052). Photos are decoded on worker
// threads instead, one photo per worker at a time, a few waiting; more are refused at once (503)
// rather than queued behind minutes of decoding.

/** Seconds a client refused by a full queue is told to wait (`Retry-After`). */
export const HEIC_BUSY_RETRY_AFTER_S = 5;

export interface HeicDecoderOptions {
  /** Worker threads at most; each holds ~200 MB after a 12 MP photo (libheif and the pixels). */
  workers?: number;
  /** Photos that may wait for a worker; one more is refused (`HeicDecoderBusyError`). */
  maxWaiting?: number;
  /**
   * A decode running longer fails, and its worker is ended (a file made to spin the decoder).
   * Counted from when the worker has loaded libheif (half a second for a new one).
   */
  timeoutMs?: number;
  /** An idle worker is ended after this long, handing its memory back. */
  idleMs?: number;
  /** The worker's module; tests pass one that crashes or hangs. */
  workerUrl?: URL;
}

/** Every worker is busy and the queue is full, or the decoder is closed: try again later. */
export class HeicDecoderBusyError extends Error {
  override name = 'HeicDecoderBusyError';
}

/** The file could not be decoded: damaged, or it crashed or outlasted its worker. */
export class HeicDecodeError extends Error {
  override name = 'HeicDecodeError';
  constructor(
    message: string,
    readonly reason: 'damaged' | 'crashed' | 'timeout',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface Job {
  bytes: Buffer;
  resolve: (image: RawImage) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  /** The running photo's time limit, or the idle worker's end. */
  timer: NodeJS.Timeout | null;
  isReady: boolean;
}

// From the sources (tsx, vitest) this module is heic-decoder.ts beside heic-worker.ts, which
// Node runs as TypeScript; compiled, it is in a chunk of apps/server/dist beside heic-worker.js.
const defaultWorkerUrl = () =>
  new URL(`./heic-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);

/** A small pool of HEIC decoding threads, started when a photo comes and ended when idle. */
export class HeicDecoder {
  readonly #workers: number;
  readonly #maxWaiting: number;
  readonly #timeoutMs: number;
  readonly #idleMs: number;
  readonly #workerUrl: URL;
  readonly #slots = new Set<Slot>();
  readonly #waiting: Job[] = [];
  #isClosed = false;

  constructor({
    workers = Math.min(2, Math.max(1, availableParallelism() - 1)),
    maxWaiting = 8,
    timeoutMs = 30_000,
    idleMs = 60_000,
    workerUrl = defaultWorkerUrl(),
  }: HeicDecoderOptions = {}) {
    this.#workers = workers;
    this.#maxWaiting = maxWaiting;
    this.#timeoutMs = timeoutMs;
    this.#idleMs = idleMs;
    this.#workerUrl = workerUrl;
  }

  /** The first image of a HEIC file as RGBA, turned as the file says (libheif applies it). */
  decode(bytes: Buffer): Promise<RawImage> {
    return new Promise((resolve, reject) => {
      if (this.#isClosed) return reject(new HeicDecoderBusyError('The HEIC decoder is closed'));
      const free = this.#freeSlot();
      if (!free && this.#waiting.length >= this.#maxWaiting) {
        return reject(new HeicDecoderBusyError('Every HEIC worker is busy and the queue is full'));
      }
      const job = { bytes, resolve, reject };
      if (free) this.#run(free, job);
      else this.#waiting.push(job);
    });
  }

  /** Ends every worker; photos still waiting or decoding fail with `HeicDecoderBusyError`. */
  async close(): Promise<void> {
    this.#isClosed = true;
    const closed = new HeicDecoderBusyError('The HEIC decoder is closed');
    for (const job of this.#waiting.splice(0)) job.reject(closed);
    await Promise.all([...this.#slots].map((slot) => this.#end(slot, closed)));
  }

  /** Threads running, photos decoding and photos waiting, now (for tests and the bench). */
  stats(): { threads: number; decoding: number; waiting: number } {
    const slots = [...this.#slots];
    const decoding = slots.filter((slot) => slot.job).length;
    return { threads: slots.length, decoding, waiting: this.#waiting.length };
  }

  #freeSlot(): Slot | null {
    for (const slot of this.#slots) if (!slot.job) return slot;
    return this.#slots.size < this.#workers ? this.#start() : null;
  }

  #start(): Slot {
    // stdout/stderr piped and dropped: libheif prints its errors, which come back as answers.
    const worker = new Worker(this.#workerUrl, { stdout: true, stderr: true });
    worker.stdout.resume();
    worker.stderr.resume();
    // An idle worker never keeps the process alive; a request waiting on one does.
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null, isReady: false };
    this.#slots.add(slot);
    worker.on('message', (answer: HeicWorkerAnswer | typeof HEIC_WORKER_READY) => {
      if (answer === HEIC_WORKER_READY) {
        slot.isReady = true;
        if (slot.job) this.#startClock(slot);
        return;
      }
      const { job } = slot;
      this.#settle(slot);
      if (!job) return;
      if (answer.ok) {
        const { data, width, height } = answer;
        job.resolve({
          data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
          width,
          height,
        });
      } else job.reject(new HeicDecodeError(answer.message, 'damaged'));
      this.#next(slot);
    });
    // A crash (an exception the worker did not catch, its memory exhausted, process.exit): the
    // photo it held fails, the slot goes, and the next photo starts a new worker.
    const crashed = (cause: unknown) => {
      if (!this.#slots.delete(slot)) return;
      const { job } = slot;
      this.#settle(slot);
      job?.reject(new HeicDecodeError('The HEIC worker stopped', 'crashed', { cause }));
      this.#next(null);
    };
    worker.on('error', crashed);
    worker.on('exit', (code) => crashed(new Error(`exit code ${code}`)));
    return slot;
  }

  #run(slot: Slot, job: Job): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = job;
    if (slot.isReady) this.#startClock(slot);
    // A copy of exactly the file's bytes, moved to the worker: the upload's Buffer may be a view
    // of a larger one, and stays the caller's.
    const bytes = new Uint8Array(job.bytes);
    slot.worker.ref();
    slot.worker.postMessage(bytes, [bytes.buffer]);
  }

  #startClock(slot: Slot): void {
    slot.timer = setTimeout(() => {
      const error = new HeicDecodeError(`HEIC decoding took over ${this.#timeoutMs} ms`, 'timeout');
      void this.#end(slot, error);
      this.#next(null);
    }, this.#timeoutMs);
  }

  /** The slot's photo is answered: no timer, no job, and the worker may idle. */
  #settle(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
  }

  /** The next waiting photo to a free worker (`slot`, or any); else `slot` idles till ended. */
  #next(slot: Slot | null): void {
    const isOurs = slot !== null && this.#slots.has(slot) && !slot.job;
    if (this.#waiting.length > 0) {
      const free = isOurs ? slot : this.#freeSlot();
      const job = free ? this.#waiting.shift() : undefined;
      if (free && job) {
        this.#run(free, job);
        return;
      }
    }
    if (isOurs) {
      slot.timer = setTimeout(() => void this.#end(slot, null), this.#idleMs);
      slot.timer.unref();
    }
  }

  async #end(slot: Slot, error: Error | null): Promise<void> {
    if (!this.#slots.delete(slot)) return;
    const { job, worker } = slot;
    this.#settle(slot);
    if (job && error) job.reject(error);
    await worker.terminate();
  }
}
