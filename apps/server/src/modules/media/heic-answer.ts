import type { MessagePort } from 'node:worker_threads';
import decode from 'heic-decode';
import { HEIC_WORKER_READY, type HeicWorkerAnswer } from './heic.ts';

// What a HEIC worker thread does with one file (heic-worker.ts; the tests' double too): decode
// it with libheif's WebAssembly and post the answer, the pixels moved to the server's thread,
// not copied. Imported only on worker threads: loading libheif costs the server nothing.

/** Tells the pool the thread has loaded libheif: a photo's time starts now. */
export const announceReady = (port: MessagePort) => port.postMessage(HEIC_WORKER_READY);

export async function answerWithPixels(port: MessagePort, bytes: Uint8Array): Promise<void> {
  let answer: HeicWorkerAnswer;
  try {
    const { data, width, height } = await decode({ buffer: bytes });
    answer = { ok: true, data, width, height };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  // heic-decode fills a new array of its own (not the WebAssembly memory): it can move.
  port.postMessage(answer, answer.ok ? [answer.data.buffer as ArrayBuffer] : []);
}
