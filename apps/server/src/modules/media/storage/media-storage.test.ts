import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { startTestS3 } from '../../../testing/test-s3.ts';
import { createMediaStorage } from './create-media-storage.ts';
import { LocalMediaStorage } from './local-media-storage.ts';
import type { MediaFile, MediaStorage } from './media-storage.ts';

// The two drivers keep one contract (docs/decisions/038-media-storage.md); the S3 one runs
// against a real S3-compatible server (s3rver), not a mock of the SDK.

const s3 = await startTestS3();
const dataDir = await mkdtemp(path.join(tmpdir(), 'skins-storage-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function storageOf(env: Record<string, string>): Promise<MediaStorage> {
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  const storage = await createMediaStorage(config.media, config.dataDir);
  afterAll(() => storage.close());
  return storage;
}

const drivers = [
  ['the local folder', await storageOf({})],
  ['an S3 bucket', await storageOf(s3.env)],
  ['an S3 bucket under a prefix', await storageOf({ ...s3.env, MEDIA_S3_PREFIX: 'shop-a' })],
] as const;

const file = (name: string, text = name): MediaFile => ({
  name,
  contentType: name.endsWith('.avif') ? 'image/avif' : 'image/webp',
  data: Buffer.from(text),
});
const HOUR_MS = 3600 * 1000;
const inAnHour = () => new Date(Date.now() + HOUR_MS);
const anHourAgo = () => new Date(Date.now() - HOUR_MS);

describe.each(drivers)('media storage on %s', (_, storage) => {
  it('stores an upload and answers each file by name, null for a missing one', async () => {
    const id = randomUUID();
    await storage.putUpload(id, [file('320.webp'), file('320.avif')]);
    expect((await storage.getFile(id, '320.webp'))?.toString()).toBe('320.webp');
    expect((await storage.getFile(id, '320.avif'))?.toString()).toBe('320.avif');
    expect(await storage.getFile(id, '640.webp')).toBeNull();
    expect(await storage.getFile(randomUUID(), '320.webp')).toBeNull();
  });

  it('adds a file to an upload, and replaces one of the same name', async () => {
    const id = randomUUID();
    await storage.putUpload(id, [file('1280.webp')]);
    await storage.putFile(id, file('1280.avif', 'first'));
    await storage.putFile(id, file('1280.avif', 'second'));
    expect((await storage.getFile(id, '1280.avif'))?.toString()).toBe('second');
  });

  it('lists uploads by the time of their newest file, and deletes every file of one', async () => {
    const id = randomUUID();
    await storage.putUpload(id, [file('320.webp'), file('640.webp')]);
    expect(await storage.listUploadsOlderThan(inAnHour())).toContain(id);
    expect(await storage.listUploadsOlderThan(anHourAgo())).not.toContain(id);

    await storage.deleteUpload(id);
    expect(await storage.getFile(id, '320.webp')).toBeNull();
    expect(await storage.getFile(id, '640.webp')).toBeNull();
    expect(await storage.listUploadsOlderThan(inAnHour())).not.toContain(id);
    // Gone already: no error (two sweeps may meet).
    await storage.deleteUpload(id);
  });

  it('refuses names that are not an upload id or a plain file name', async () => {
    await expect(storage.getFile('../secrets', '320.webp')).rejects.toThrow(RangeError);
    await expect(storage.getFile(randomUUID().toUpperCase(), '320.webp')).rejects.toThrow(
      RangeError,
    );
    await expect(storage.getFile(randomUUID(), '../../app-secret')).rejects.toThrow(RangeError);
    await expect(storage.getFile(randomUUID(), '.320.webp.partial')).rejects.toThrow(RangeError);
  });

  it('keeps an order’s documents apart from the uploads, replacing one of the same name', async () => {
    const orderId = randomUUID();
    const pdf = (text: string): MediaFile => ({
      name: 'INV-2026-27-000123.pdf',
      contentType: 'application/pdf',
      data: Buffer.from(text),
    });
    expect(await storage.getDocument(orderId, 'INV-2026-27-000123.pdf')).toBeNull();
    await storage.putDocument(orderId, pdf('first'));
    await storage.putDocument(orderId, pdf('second'));
    expect((await storage.getDocument(orderId, 'INV-2026-27-000123.pdf'))?.toString()).toBe(
      'second',
    );
    expect(await storage.getDocument(orderId, 'CN-2026-27-000001.pdf')).toBeNull();
    expect(await storage.getFile(orderId, 'INV-2026-27-000123.pdf')).toBeNull();
    // Not an upload: the orphan sweep never lists it.
    expect(await storage.listUploadsOlderThan(inAnHour())).not.toContain(orderId);
    await expect(storage.getDocument('../uploads', 'x.pdf')).rejects.toThrow(RangeError);
    await expect(storage.getDocument(orderId, '../x.pdf')).rejects.toThrow(RangeError);
  });

  it('is reachable', async () => {
    await expect(storage.checkReachable()).resolves.toBeUndefined();
  });
});

describe('S3 key prefixes', () => {
  it('keep two shops on one bucket apart', async () => {
    const [, plain] = drivers[1];
    const [, prefixed] = drivers[2];
    const id = randomUUID();
    await prefixed.putUpload(id, [file('320.webp')]);
    expect(prefixed.location).toBe(`s3://${s3.bucket}/shop-a/uploads/`);
    expect(await plain.getFile(id, '320.webp')).toBeNull();
    expect(await plain.listUploadsOlderThan(inAnHour())).not.toContain(id);
  });
});

describe('the local folder', () => {
  it('lists upload folders only: never a scratch folder or a stray file', async () => {
    const uploadsDir = await mkdtemp(path.join(tmpdir(), 'skins-local-'));
    afterAll(() => rm(uploadsDir, { recursive: true, force: true }));
    const storage = new LocalMediaStorage(uploadsDir);
    const id = randomUUID();
    await storage.putUpload(id, [file('320.webp')]);
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(path.join(uploadsDir, `.${randomUUID()}.partial`));
    await writeFile(path.join(uploadsDir, 'notes.txt'), 'kept');
    expect(await storage.listUploadsOlderThan(inAnHour())).toEqual([id]);
    expect(await readdir(path.join(uploadsDir, id))).toEqual(['320.webp']);
  });
});

describe('an S3 bucket that does not answer', () => {
  it('is not reachable when the bucket does not exist', async () => {
    const storage = await storageOf({ ...s3.env, MEDIA_S3_BUCKET: 'no-such-bucket' });
    await expect(storage.checkReachable()).rejects.toThrow();
  });

  it('is not reachable when nothing listens at the endpoint', async () => {
    const stopped = await startTestS3();
    const storage = await storageOf(stopped.env);
    await stopped.stop();
    await expect(storage.checkReachable()).rejects.toThrow();
  });
});
