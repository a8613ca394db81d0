import { readFile } from 'node:fs/promises';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CRASH_MARK, HANG_MARK, HEIC_WORKER_DOUBLE_URL } from '../../testing/heic-worker-double.ts';
import {
  HeicDecodeError,
  HeicDecoder,
  HeicDecoderBusyError,
  type HeicDecoderOptions,
} from './heic-decoder.ts';

// The HEIC decoding threads (decision 052): the real worker decodes, and a test double crashes
// or hangs on request to show what the pool does then.

/** 640 × 480, with EXIF (reviews/review-photos.test.ts). */
const HEIC = await readFile(new URL('../reviews/review-photo.fixture.heic', import.meta.url));
const marked = (mark: string) => Buffer.concat([HEIC, Buffer.from(mark)]);
/** Its header intact, its image data zeroed: libheif reads the file, and fails to decode it. */
const DAMAGED = Buffer.from(HEIC).fill(0, HEIC.indexOf('mdat') + 4, HEIC.indexOf('mdat') + 40);

function decoder(options: HeicDecoderOptions = {}) {
  const pool = new HeicDecoder(options);
  onTestFinished(() => pool.close());
  return pool;
}

const double = (options: HeicDecoderOptions = {}) =>
  decoder({ workerUrl: HEIC_WORKER_DOUBLE_URL, ...options });

async function expectDecodeError(promise: Promise<unknown>, reason: HeicDecodeError['reason']) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HeicDecodeError);
  expect(error).toHaveProperty('reason', reason);
}

const expectDecodes = async (pool: HeicDecoder, bytes = HEIC) =>
  expect(await pool.decode(bytes)).toMatchObject({ width: 640, height: 480 });

describe('HeicDecoder', () => {
  it('decodes on a worker thread: RGBA pixels, the file turned as it says', async () => {
    const pool = decoder();
    const { data, width, height } = await pool.decode(HEIC);
    expect({ width, height }).toEqual({ width: 640, height: 480 });
    // The pixels arrive in an array of their own, moved from the worker, not a copy in a pool.
    expect(data.byteLength).toBe(640 * 480 * 4);
    expect(data.buffer.byteLength).toBe(640 * 480 * 4);
    expect(data.some((byte) => byte !== 0)).toBe(true);
    expect(pool.stats()).toEqual({ threads: 1, decoding: 0, waiting: 0 });
    // The caller's bytes are copied to the worker, not moved: they stay whole.
    expect(HEIC.byteLength).toBeGreaterThan(0);
  });

  it('fails a damaged file and keeps its worker for the next', async () => {
    const pool = decoder({ workers: 1 });
    await expectDecodeError(pool.decode(DAMAGED), 'damaged');
    await expectDecodeError(pool.decode(Buffer.from('not a HEIC at all')), 'damaged');
    await expectDecodes(pool);
    expect(pool.stats().threads).toBe(1);
  });

  it('survives a worker that crashes: its photo fails, the next starts a new worker', async () => {
    const pool = double({ workers: 1 });
    const crashing = pool.decode(marked(CRASH_MARK));
    const waiting = pool.decode(HEIC);
    await expectDecodeError(crashing, 'crashed');
    expect(await waiting).toMatchObject({ width: 640, height: 480 });
    await expectDecodes(pool);
    expect(pool.stats()).toEqual({ threads: 1, decoding: 0, waiting: 0 });
  });

  it('ends a decode that outlasts its time and its worker, and goes on with the next', async () => {
    const pool = double({ workers: 1, timeoutMs: 300 });
    const hanging = pool.decode(marked(HANG_MARK));
    const waiting = pool.decode(HEIC);
    await expectDecodeError(hanging, 'timeout');
    expect(await waiting).toMatchObject({ width: 640, height: 480 });
    expect(pool.stats()).toEqual({ threads: 1, decoding: 0, waiting: 0 });
  });

  it('runs at most its workers, queues up to maxWaiting and refuses one more at once', async () => {
    const pool = double({ workers: 2, maxWaiting: 1 });
    const held = [pool.decode(marked(HANG_MARK)), pool.decode(marked(HANG_MARK))];
    const queued = pool.decode(HEIC);
    await expect(pool.decode(HEIC)).rejects.toBeInstanceOf(HeicDecoderBusyError);
    expect(pool.stats()).toEqual({ threads: 2, decoding: 2, waiting: 1 });

    // Closing ends the workers: what they held and what waited fails, as does a later photo.
    const answers = Promise.allSettled([...held, queued]);
    await pool.close();
    await expect(pool.decode(HEIC)).rejects.toBeInstanceOf(HeicDecoderBusyError);
    for (const answer of await answers) {
      expect(answer).toMatchObject({
        status: 'rejected',
        reason: expect.any(HeicDecoderBusyError),
      });
    }
    expect(pool.stats()).toEqual({ threads: 0, decoding: 0, waiting: 0 });
  });

  it('ends a worker left idle, and starts one again for the next photo', async () => {
    const pool = decoder({ idleMs: 50 });
    await expectDecodes(pool);
    await vi.waitFor(() => expect(pool.stats().threads).toBe(0));
    await expectDecodes(pool);
  });
});
