import { createRequire } from 'node:module';

interface RequestQueue {
  pending: unknown[];
  scheduleCheckPendingRequests(): void;
}

const requireFromKafkajs = createRequire(require.resolve('kafkajs'));

/** kafkajs's request queue, one per broker connection (not part of its public API). */
export const RequestQueueClass = requireFromKafkajs('./src/network/requestQueue/index.js') as {
  prototype: RequestQueue;
};

/**
 * kafkajs 2.2.4, its latest release, re-arms a timer in each connection's request queue after
 * every check, even when no request waits, and with a negative delay: an idle connection runs
 * that timer about once a millisecond (kafkajs issues #1556 and #1704). Each service's
 * consumers and producers idled at some 3 % of a core, taken from whatever else the machine
 * ran. With no request waiting there is nothing to check: a request that has to wait
 * schedules the check again when it is queued, and every answer checks the queue.
 * Called once, as kafka.ts loads; wrapping twice would only check `pending` twice.
 */
export function stopIdleRequestQueueTimers(): void {
  const prototype = RequestQueueClass.prototype;
  const schedule = prototype.scheduleCheckPendingRequests;
  prototype.scheduleCheckPendingRequests = function scheduleWhenPending(this: RequestQueue) {
    if (this.pending.length > 0) schedule.call(this);
  };
}
