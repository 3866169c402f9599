import type { Readable } from 'node:stream';

/** What the object store knows about an object. */
export interface ObjectInfo {
  size: number;
  etag: string;
  contentType: string;
  lastModified: Date;
  metadata: Record<string, string>;
}

export interface PutOptions {
  contentType: string;
  /** User metadata (x-amz-meta-*); values must be ASCII, so callers encode names. */
  metadata?: Record<string, string>;
}

/**
 * The object storage the file library needs. Domain code talks to this interface,
 * never to minio directly, so tests can swap the adapter.
 */
export interface ObjectStore {
  readonly bucket: string;
  /** Stores a small object in one request. */
  putBuffer(key: string, body: Buffer, options: PutOptions): Promise<{ etag: string }>;
  /** Streams an object of unknown size (multipart); memory stays within one part. */
  putStream(key: string, body: Readable, options: PutOptions): Promise<{ etag: string }>;
  /** Removes whatever an upload left: the object and any unfinished multipart upload. */
  discard(key: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Null when there is no such object. */
  stat(key: string): Promise<ObjectInfo | null>;
  read(key: string): Promise<Readable>;
  /** The first `length` bytes, for magic-byte checks of objects uploaded directly. */
  readHead(key: string, length: number): Promise<Buffer>;
  presignedPut(key: string, ttlSeconds: number): Promise<string>;
  presignedGet(key: string, ttlSeconds: number, downloadName?: string): Promise<string>;
  ping(): Promise<boolean>;
}
