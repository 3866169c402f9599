import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { EVENTS, topicOf } from '@trade/contracts';
import { testKafka, testServers, unique } from '@trade/service-kit/testing';

/** An event on trade.inquiry: a forged inquiry, or a probe no consumer acts on. */
const inquiryEvent = (type: 'trade.inquiry.created' | 'trade.inquiry.acl-probe') => ({
  key: unique('inquiry'),
  value: JSON.stringify({
    specversion: '1.0',
    id: unique('forged'),
    source: 'catalog',
    type,
    time: new Date().toISOString(),
    subject: 'forged',
    data: { ownerEmail: 'victim@example.com' },
  }),
});

const quick = { retry: { retries: 0 }, connectionTimeout: 2000, requestTimeout: 4000 };

/** Publishes one message as `kafka`'s user; resolves when the broker acknowledged it. */
async function publish(
  kafka: Kafka,
  topic: string,
  type: Parameters<typeof inquiryEvent>[0] = 'trade.inquiry.created',
) {
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  try {
    await producer.connect();
    return await producer.send({ topic, messages: [inquiryEvent(type)] });
  } finally {
    await producer.disconnect().catch(() => undefined);
  }
}

describe('Kafka accepts only signed-in clients, each writing only its own topics', () => {
  it('refuses a client without credentials', async () => {
    const anonymous = new Kafka({
      clientId: 'anonymous',
      brokers: testServers().KAFKA_BROKERS.split(','),
      logLevel: logLevel.NOTHING,
      ...quick,
    });
    await expect(publish(anonymous, 'trade.inquiry')).rejects.toThrow();
  });

  it('refuses a client with a wrong password', async () => {
    const { KAFKA_PASSWORD_CATALOG: real } = process.env;
    process.env.KAFKA_PASSWORD_CATALOG = 'not-the-password';
    try {
      const kafka = testKafka('impostor', 'catalog', quick);
      await expect(publish(kafka, 'trade.inquiry')).rejects.toThrow(/SASL|authentication/i);
    } finally {
      process.env.KAFKA_PASSWORD_CATALOG = real;
    }
  });

  it("refuses a trade.inquiry.created forged with the notify service's user", async () => {
    const notify = testKafka('forger', 'notify', quick);
    await expect(publish(notify, 'trade.inquiry')).rejects.toThrow(/not authorized/i);
  });

  it("takes events on trade.inquiry from the catalog service's user, its producer", async () => {
    const catalog = testKafka('catalog-test', 'catalog', quick);
    // A type no consumer handles: running notify consumers send no e-mail for it.
    const [ack] = await publish(catalog, 'trade.inquiry', 'trade.inquiry.acl-probe');
    expect(ack!.errorCode).toBe(0);
  });
});

describe('the Kafka users file', () => {
  const rights = readFileSync(path.join(__dirname, 'kafka/users.txt'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim().split(/\s+/))
    .filter((fields) => fields[0]);

  it('is the one the Kubernetes kafka-users Job applies', () => {
    const copy = path.join(__dirname, '../../k8s/kafka/users.txt');
    expect(readFileSync(copy, 'utf8')).toBe(readFileSync(path.join(__dirname, 'kafka/users.txt'), 'utf8'));
  });

  it('gives every topic of the event catalogue exactly one writer', () => {
    const topics = [...new Set(Object.keys(EVENTS).map(topicOf))];
    for (const topic of topics) {
      const writers = rights.filter(([, right, t]) => right === 'write' && t === topic).map(([user]) => user);
      expect({ topic, writers: writers.length }).toEqual({ topic, writers: 1 });
    }
  });
});
