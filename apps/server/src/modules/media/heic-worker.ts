import { parentPort } from 'node:worker_threads';
import { announceReady, answerWithPixels } from './heic-answer.ts';

// A HEIC decoder's thread (heic-decoder.ts): libheif's WebAssembly holds this thread's event loop
// for the second a phone photo takes, not the server's. One file at a time. Plain TypeScript
// (types only), so Node runs it from the sources too; the compiled server has it as
// dist/heic-worker.js (scripts/build-server.mjs).

if (!parentPort) throw new Error('heic-worker runs as a worker thread (heic-decoder.ts)');
const port = parentPort;
port.on('message', (bytes: Uint8Array) => answerWithPixels(port, bytes));
announceReady(port);
