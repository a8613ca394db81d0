import { parentPort } from 'node:worker_threads';
import { announceReady, answerWithPixels } from '../modules/media/heic-answer.ts';

// A HEIC worker for tests (media/heic-decoder.ts's `workerUrl`) that fails on request: a file
// ending in CRASH_MARK throws out of the worker (it dies), one ending in HANG_MARK is never
// answered; any other file is decoded as the real worker does. Imported by a test (for these
// names), it does nothing.

export const CRASH_MARK = 'heic-worker-double:crash';
export const HANG_MARK = 'heic-worker-double:hang';
export const HEIC_WORKER_DOUBLE_URL = new URL(import.meta.url);

const endsWith = (bytes: Uint8Array, mark: string) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').endsWith(mark);

const port = parentPort;
if (port) {
  port.on('message', (bytes: Uint8Array) => {
    if (endsWith(bytes, CRASH_MARK)) throw new Error('the test double crashes, as asked');
    if (endsWith(bytes, HANG_MARK)) return;
    return answerWithPixels(port, bytes);
  });
  announceReady(port);
}
