import { z } from 'zod';

// Where uploaded images are stored (modules/media/storage): the local folder by default, an
// S3-compatible bucket when MEDIA_S3_BUCKET is set (docs/decisions/038-media-storage.md).

export type MediaConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Unset: AWS S3 itself; set for MinIO, Cloudflare R2, s3rver… */
      endpoint: string | undefined;
      region: string;
      /** Unset: the SDK's own chain (AWS_* variables, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, most local servers). */
      forcePathStyle: boolean;
      /** Put before every key: `{prefix}uploads/{id}/{file}`; '' or ending in `/`. */
      prefix: string;
    };

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The settings' part of the environment's schema (config.ts). */
export const MEDIA_ENV = {
  // S3's rules for new buckets: 3–63 lower-case letters, digits, dots and hyphens.
  MEDIA_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MEDIA_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region such as us-east-1, or auto')
    .default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().trim().min(1).max(200).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().trim().min(1).max(200).optional(),
  MEDIA_S3_FORCE_PATH_STYLE: flag.default(false),
  MEDIA_S3_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/,
      'must be a key prefix such as shop/ (letters, digits, . _ - and /, not starting with /)',
    )
    .optional(),
};

type MediaEnv = z.output<z.ZodObject<typeof MEDIA_ENV>>;

/** What is wrong with MEDIA_S3_* as a whole (each variable is checked by MEDIA_ENV). */
export function mediaConfigProblems(present: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const others = Object.keys(MEDIA_ENV).filter(
    (name) => name !== 'MEDIA_S3_BUCKET' && name !== 'MEDIA_S3_REGION' && name in present,
  );
  if (!('MEDIA_S3_BUCKET' in present) && others.length > 0) {
    problems.push(
      `MEDIA_S3_BUCKET: set it to store media in S3 (${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} set), or unset MEDIA_S3_* to keep them in DATA_DIR`,
    );
  }
  if ('MEDIA_S3_ACCESS_KEY_ID' in present !== 'MEDIA_S3_SECRET_ACCESS_KEY' in present) {
    problems.push(
      "MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials (AWS_* variables, instance role)",
    );
  }
  return problems;
}

export function mediaConfig(env: MediaEnv): MediaConfig {
  if (!env.MEDIA_S3_BUCKET) return { kind: 'local' };
  const prefix = env.MEDIA_S3_PREFIX ?? '';
  return {
    kind: 's3',
    bucket: env.MEDIA_S3_BUCKET,
    endpoint: env.MEDIA_S3_ENDPOINT,
    region: env.MEDIA_S3_REGION,
    credentials:
      env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
            secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}
