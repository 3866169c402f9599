import { PassThrough, type Readable } from 'node:stream';
import type { ObjectStore, PutOptions } from '../storage/object-store';
import { sniff, SNIFF_BYTES } from './sniff';
import type { Accepted, Scene, UploadPolicy } from './upload-policy';

export interface IngestRequest {
  key: string;
  scene: Scene;
  fileName: string;
  declaredType: string;
  source: Readable;
  metadata?: Record<string, string>;
}

export interface Ingested extends Accepted {
  size: number;
  etag: string;
}

/** Objects up to this size go up in one request; larger ones stream in parts. */
const SINGLE_PUT_BYTES = 5 * 1024 * 1024;

/**
 * Streams an upload into the object store. The first bytes are checked (declared type
 * and magic bytes) before anything is written; the size is counted as bytes arrive and
 * the upload stops at the scene's limit. Memory holds at most one part. On any failure
 * nothing is left in the store, and the rest of the source is drained, not buffered.
 */
export async function ingest(
  store: ObjectStore,
  policy: UploadPolicy,
  req: IngestRequest,
): Promise<Ingested> {
  const limit = policy.maxBytes(req.scene);
  const chunks = req.source.iterator({ destroyOnReturn: false });
  const buffered: Buffer[] = [];
  let size = 0;
  let done = false;
  let storing: Promise<{ etag: string }> | null = null;
  let body: PassThrough | null = null;
  const take = async (): Promise<Buffer | null> => {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      return null;
    }
    const chunk = next.value as Buffer;
    size += chunk.length;
    if (size > limit) throw policy.tooLarge(req.scene);
    return chunk;
  };

  try {
    while (!done && size < SNIFF_BYTES) {
      const chunk = await take();
      if (chunk) buffered.push(chunk);
    }
    const accepted = policy.accept(req.scene, req.declaredType, sniff(Buffer.concat(buffered)), req.fileName);
    const options: PutOptions = { contentType: accepted.mime, metadata: req.metadata };

    while (!done && size <= SINGLE_PUT_BYTES) {
      const chunk = await take();
      if (chunk) buffered.push(chunk);
    }
    if (done) {
      const { etag } = await store.putBuffer(req.key, Buffer.concat(buffered), options);
      return { ...accepted, size, etag };
    }

    const stream = (body = new PassThrough({ highWaterMark: 1024 * 1024 }));
    storing = store.putStream(req.key, stream, options);
    // Surface a store failure at once instead of after the whole body was read.
    const failed = storing.then(
      () => new Promise<never>(() => undefined),
      (error: unknown) => Promise.reject(error),
    );
    const write = async (chunk: Buffer) => {
      if (!stream.write(chunk)) await Promise.race([new Promise((r) => stream.once('drain', r)), failed]);
    };
    for (const chunk of buffered.splice(0)) await write(chunk);
    for (let chunk = await take(); chunk; chunk = await take()) await write(chunk);
    stream.end();
    const { etag } = await storing;
    return { ...accepted, size, etag };
  } catch (error) {
    // Stop reading but let the rest of the request body flow past (discarded, not buffered).
    await chunks.return?.(undefined);
    setImmediate(() => req.source.resume());
    if (body) {
      // Never end the part stream: that would complete the multipart upload with a partial object.
      // Destroying it with the error makes the store abort the upload instead.
      body.on('error', () => undefined);
      body.destroy(error as Error);
    }
    if (storing) {
      // The store aborts its multipart upload once its current part is done; then make sure.
      await storing.catch(() => undefined);
      await store.discard(req.key);
    }
    throw error;
  }
}
