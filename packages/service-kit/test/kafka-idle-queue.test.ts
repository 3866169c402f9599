import type { Producer } from 'kafkajs';
import { RequestQueueClass } from '../src/kafka-idle-queue';
import { testKafka } from '@trade/service-kit/testing';

let producer: Producer;

beforeAll(async () => {
  producer = testKafka('idle-queue-test').producer();
  await producer.connect();
});

afterAll(async () => {
  await producer?.disconnect();
});

it('an idle connection to Kafka runs no timer loop: its request queue is checked only when asked', async () => {
  const prototype = RequestQueueClass.prototype as unknown as { checkPendingRequests(): void };
  const check = prototype.checkPendingRequests;
  let checks = 0;
  prototype.checkPendingRequests = function counted(this: unknown) {
    checks += 1;
    return check.call(this);
  };
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    prototype.checkPendingRequests = check;
  }
  // The connection has answered (its handshake and the cluster's metadata), then idles.
  // Unpatched, its queue is checked about once a millisecond; now only on an answer, if any.
  expect(checks).toBeLessThan(20);
});
