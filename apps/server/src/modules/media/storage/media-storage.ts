/** One file as stored: an upload's `{width}.{format}` (upload-files.ts), or a document. */
export interface MediaFile {
  name: string;
  contentType: string;
  data: Buffer;
}

/**
 * Where uploads live: `{id}/{width}.{format}` in a folder or under a bucket's key prefix
 * (docs/decisions/038-media-storage.md). Every instance on the same storage serves every upload.
 */
export interface MediaStorage {
  /** Where the files are, for logs: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Stores a new upload's files, all of them or none (nothing names the id before this ends). */
  putUpload(id: string, files: MediaFile[]): Promise<void>;
  /** Adds a file to an upload (the AVIF backfill); a reader finds the whole file or none. */
  putFile(id: string, file: MediaFile): Promise<void>;
  /** A file's bytes, or null when the upload or the file does not exist. */
  getFile(id: string, name: string): Promise<Buffer | null>;
  /** Ids of the uploads whose newest file was written before `before`. */
  listUploadsOlderThan(before: Date): Promise<string[]>;
  /** Removes every file of an upload; an upload that is not there is no error. */
  deleteUpload(id: string): Promise<void>;
  /**
   * Stores an order's document (its invoice PDF) at `documents/{orderId}/{name}`, apart from the
   * uploads: never served as media, never swept; a reader finds the whole file or none.
   */
  putDocument(orderId: string, file: MediaFile): Promise<void>;
  /** A stored document's bytes, or null when it is not stored. */
  getDocument(orderId: string, name: string): Promise<Buffer | null>;
  /** Resolves when files can be stored (the folder is writable, the bucket answers). */
  checkReachable(): Promise<void>;
  /** Lets go of connections (the app's close). */
  close(): void;
}
