import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { configProblemsOf } from './testing/config-problems.ts';

// MEDIA_S3_* (docs/decisions/038-media-storage.md).

describe('media storage settings', () => {
  it('keep uploads in DATA_DIR when MEDIA_S3_BUCKET is not set (or empty)', () => {
    expect(loadConfig({}).media).toEqual({ kind: 'local' });
    expect(loadConfig({ MEDIA_S3_BUCKET: '' }).media).toEqual({ kind: 'local' });
  });

  it('turn on the S3 driver with a bucket, with every other setting read', () => {
    expect(
      loadConfig({
        MEDIA_S3_BUCKET: 'skins-media',
        MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        MEDIA_S3_REGION: 'auto',
        MEDIA_S3_ACCESS_KEY_ID: 'minio',
        MEDIA_S3_SECRET_ACCESS_KEY: 'minio-secret',
        MEDIA_S3_FORCE_PATH_STYLE: 'true',
        MEDIA_S3_PREFIX: 'shop',
      }).media,
    ).toEqual({
      kind: 's3',
      bucket: 'skins-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      prefix: 'shop/',
    });
  });

  it("leave AWS S3's defaults to the SDK: its endpoint, its credential chain, virtual hosts", () => {
    expect(loadConfig({ MEDIA_S3_BUCKET: 'skins-media' }).media).toEqual({
      kind: 's3',
      bucket: 'skins-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('name each wrong setting', () => {
    expect(
      configProblemsOf({
        MEDIA_S3_BUCKET: 'Skins_Media',
        MEDIA_S3_ENDPOINT: 'minio:9000',
        MEDIA_S3_FORCE_PATH_STYLE: 'yes',
        MEDIA_S3_PREFIX: '/shop',
      }).map((problem) => problem.split(':')[0]),
    ).toEqual([
      'MEDIA_S3_BUCKET',
      'MEDIA_S3_ENDPOINT',
      'MEDIA_S3_FORCE_PATH_STYLE',
      'MEDIA_S3_PREFIX',
    ]);
  });

  it('refuse S3 settings without a bucket, and one key without the other', () => {
    expect(configProblemsOf({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'MEDIA_S3_BUCKET: set it to store media in S3 (MEDIA_S3_ENDPOINT is set), or unset MEDIA_S3_* to keep them in DATA_DIR',
    ]);
    expect(
      configProblemsOf({ MEDIA_S3_BUCKET: 'skins-media', MEDIA_S3_ACCESS_KEY_ID: 'minio' }),
    ).toEqual([
      "MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials (AWS_* variables, instance role)",
    ]);
  });
});
