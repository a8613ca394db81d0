import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaConfig } from '../../../media-config.ts';
import { fileName, isUploadId } from './local-media-storage.ts';
import type { MediaFile, MediaStorage } from './media-storage.ts';

type S3Config = Extract<MediaConfig, { kind: 's3' }>;

/** How long the readiness probe waits for the bucket before calling it unreachable. */
const REACHABLE_TIMEOUT_MS = 3_000;
/** The cache header stored with each object, for a CDN or the bucket serving them directly. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A document holds a buyer's name and address: nothing in between may keep a copy. */
const PRIVATE = 'private, no-store';

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…):
 * `{prefix}uploads/{id}/{width}.{format}`, documents at `{prefix}documents/{orderId}/{name}`.
 * Every instance on the bucket serves every upload and document.
 */
export class S3MediaStorage implements MediaStorage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #root: string;
  readonly #documentsRoot: string;

  constructor(config: S3Config) {
    this.#bucket = config.bucket;
    this.#root = `${config.prefix}uploads/`;
    this.#documentsRoot = `${config.prefix}documents/`;
    this.#client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: the SDK's default CRC32 in aws-chunked trailers
      // is not understood by every S3-compatible server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket that does not answer must fail a request, not hold it.
      requestHandler: { connectionTimeout: 2_000, requestTimeout: 10_000 },
    });
  }

  get location(): string {
    return `s3://${this.#bucket}/${this.#root}`;
  }

  async putUpload(id: string, files: MediaFile[]): Promise<void> {
    // S3 has no folder to rename into place; nothing names the id until this resolves, and a
    // failure removes what was written, so no URL ever finds part of an upload.
    try {
      await Promise.all(files.map((file) => this.putFile(id, file)));
    } catch (error) {
      await this.deleteUpload(id).catch(() => undefined);
      throw error;
    }
  }

  async putFile(id: string, file: MediaFile): Promise<void> {
    // One PUT is atomic: a reader gets the whole object or none.
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#keyOf(id, fileName(file.name)),
        Body: file.data,
        ContentType: file.contentType,
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async getFile(id: string, name: string): Promise<Buffer | null> {
    return this.#get(this.#keyOf(id, fileName(name)));
  }

  async putDocument(orderId: string, file: MediaFile): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#documentKeyOf(orderId, fileName(file.name)),
        Body: file.data,
        ContentType: file.contentType,
        CacheControl: PRIVATE,
      }),
    );
  }

  async getDocument(orderId: string, name: string): Promise<Buffer | null> {
    return this.#get(this.#documentKeyOf(orderId, fileName(name)));
  }

  async listUploadsOlderThan(before: Date): Promise<string[]> {
    // The newest object of each upload decides its age (an AVIF made later counts).
    const newest = new Map<string, Date>();
    for await (const object of this.#objects(this.#root)) {
      const id = object.key.slice(this.#root.length).split('/')[0] ?? '';
      if (!isUploadId(id)) continue;
      const seen = newest.get(id);
      if (!seen || object.lastModified > seen) newest.set(id, object.lastModified);
    }
    return [...newest].filter(([, time]) => time < before).map(([id]) => id);
  }

  async deleteUpload(id: string): Promise<void> {
    const keys: string[] = [];
    for await (const object of this.#objects(`${this.#root}${uploadId(id)}/`))
      keys.push(object.key);
    // An upload has six files; DeleteObjects takes up to 1,000 keys.
    for (let start = 0; start < keys.length; start += 1_000) {
      const result = await this.#client.send(
        new DeleteObjectsCommand({
          Bucket: this.#bucket,
          Delete: {
            Objects: keys.slice(start, start + 1_000).map((Key) => ({ Key })),
            Quiet: true,
          },
        }),
      );
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0];
        throw new Error(
          `S3 did not delete ${failed.length} file(s) of upload ${id}: ${first?.Key} ${first?.Code} ${first?.Message}`,
        );
      }
    }
  }

  async checkReachable(): Promise<void> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }), {
      abortSignal: AbortSignal.timeout(REACHABLE_TIMEOUT_MS),
    });
  }

  close(): void {
    this.#client.destroy();
  }

  #keyOf(id: string, name: string): string {
    return `${this.#root}${uploadId(id)}/${name}`;
  }

  #documentKeyOf(orderId: string, name: string): string {
    if (!isUploadId(orderId)) throw new RangeError(`not an order id: ${orderId}`);
    return `${this.#documentsRoot}${orderId}/${name}`;
  }

  async #get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: key }),
      );
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async *#objects(prefix: string): AsyncGenerator<{ key: string; lastModified: Date }> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) {
          yield { key: object.Key, lastModified: object.LastModified };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

function uploadId(id: string): string {
  if (!isUploadId(id)) throw new RangeError(`not an upload id: ${id}`);
  return id;
}
