import { Transform, type TransformCallback } from 'node:stream';

/** A request body grew past its route's limit while streaming (no content-length given). */
export class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = 'GW_BODY_TOO_LARGE';
  constructor(limit: number) {
    super(`request body exceeds ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** True when the error (or one it wraps) is a BodyTooLargeError. */
export function isBodyTooLarge(err: unknown): boolean {
  for (
    let e = err as { cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e instanceof BodyTooLargeError) return true;
  }
  return false;
}

/**
 * Passes a chunked body through unchanged, failing it once more than `limit` bytes
 * went by. Nothing is buffered beyond the stream's own high-water mark.
 */
export function limitStream(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(new BodyTooLargeError(limit));
      else callback(null, chunk);
    },
  });
}
