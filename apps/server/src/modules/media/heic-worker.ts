import { parentPort } from 'node:worker_threads';
import decode from 'heic-decode';

// A HEIC decoder's thread (heic-decoder.ts): libheif's WebAssembly holds this thread's event loop
// for the second a phone photo takes, not the server's. It takes one file at a time and sends
// the pixels back by transfer, not by copy. Plain TypeScript (types only), so Node runs it from
// the sources too; the compiled server has it as dist/heic-worker.js (scripts/build-server.mjs).

/** The worker's answer to one file. */
export type HeicWorkerAnswer =
  | { ok: true; data: Uint8ClampedArray; width: number; height: number }
  | { ok: false; message: string };

if (!parentPort) throw new Error('heic-worker runs as a worker thread (heic-decoder.ts)');
const port = parentPort;

port.on('message', async (bytes: Uint8Array) => {
  let answer: HeicWorkerAnswer;
  try {
    const { data, width, height } = await decode({ buffer: bytes });
    answer = { ok: true, data, width, height };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  // heic-decode fills a new array of its own (not the WebAssembly memory): it can move.
  port.postMessage(answer, answer.ok ? [answer.data.buffer as ArrayBuffer] : []);
});
