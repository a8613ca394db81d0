import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';

/** s3rver's fixed keys: it checks signatures made with them. */
const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  /** The settings an app stores its media in this server's bucket with. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Stops the server (a bucket that no longer answers); the test file's end does it too. */
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server for the calling test file (s3rver, in this process, on a free
 * port, its files in a temporary folder), with one empty bucket. No Docker, no network: it
 * always runs, unlike the machine's Redis or PostgreSQL.
 */
export async function startTestS3(bucket = 'skins-media'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'skins-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let isRunning = true;
  const stop = async () => {
    if (!isRunning) return;
    isRunning = false;
    await server.close();
  };
  afterAll(async () => {
    await stop();
    await rm(directory, { recursive: true, force: true });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    stop,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_ACCESS_KEY_ID: S3RVER_KEY,
      MEDIA_S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
  };
}
