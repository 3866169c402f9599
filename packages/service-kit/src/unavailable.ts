import mongoose from 'mongoose';
import { KafkaJSConnectionError, KafkaJSNumberOfRetriesExceeded, KafkaJSRequestTimeoutError } from 'kafkajs';

/** Seconds a caller is asked to wait (`Retry-After`) when a backing server is down. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket errors that mean the server at the other end is down or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

const { mongo } = mongoose;
/** The MongoDB driver's errors for a server it cannot reach or lost on the way. */
const MONGO_UNAVAILABLE = [
  mongo.MongoNetworkError,
  mongo.MongoServerSelectionError,
  mongo.MongoNotConnectedError,
  mongo.MongoTopologyClosedError,
  mongo.MongoServerClosedError,
  mongo.MongoOperationTimeoutError,
];

type MaybeUnavailable = Error & {
  code?: unknown;
  name?: string;
  cause?: unknown;
  /** AWS SDK v3: who is at fault, and its HTTP metadata. */
  $fault?: string;
  $metadata?: { httpStatusCode?: number };
};

/**
 * Whether an error means a backing server (MongoDB, Redis, S3, Kafka) is down or
 * unreachable rather than that the request is wrong: the caller then gets a 503 and
 * may retry. Looks through `cause` chains, as drivers wrap socket errors.
 */
export function isBackendUnavailable(error: unknown, depth = 0): boolean {
  // Not `instanceof Error`: errors raised by Node's own modules may come from another realm.
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const e = error as MaybeUnavailable;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  if (MONGO_UNAVAILABLE.some((type) => e instanceof type)) return true;
  // Mongoose queues operations while disconnected and fails them after bufferTimeoutMS.
  if (e instanceof mongoose.Error && /buffering timed out/.test(e.message)) return true;
  // ioredis: a command that gave up after its retries, or a closed connection.
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (e.message === 'Connection is closed.') return true;
  if (
    e instanceof KafkaJSConnectionError ||
    e instanceof KafkaJSRequestTimeoutError ||
    e instanceof KafkaJSNumberOfRetriesExceeded
  )
    return true;
  // S3: the object store itself failed (5xx), as opposed to a missing key or a bad request.
  if (e.$fault === 'server' || (e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  return isBackendUnavailable(e.cause, depth + 1);
}
