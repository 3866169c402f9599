import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import type { Kafka, Producer } from 'kafkajs';
import {
  connectMongo,
  consumerLag,
  ensureTopics,
  EventConsumer,
  KafkaAdminLink,
  newEvent,
} from '@trade/service-kit';
import { readTopic, testKafka, testLogger, testServers, unique, waitFor } from '@trade/service-kit/testing';

const servers = testServers();
let connection: Connection;
let kafka: Kafka;
let producer: Producer;
let admin: KafkaAdminLink;
const consumers: EventConsumer[] = [];

beforeAll(async () => {
  connection = await connectMongo(servers.MONGO_URL, unique('test_consumer'));
  kafka = testKafka('consumer-test');
  producer = kafka.producer();
  await producer.connect();
  admin = new KafkaAdminLink(kafka);
});

afterAll(async () => {
  await Promise.all(consumers.map((c) => c.stop()));
  await producer?.disconnect();
  await admin?.close();
  await connection?.dropDatabase();
  await connection?.close();
});

/** A fresh topic with its dlq twin, so this test sees only its own messages. */
async function freshTopic() {
  const topic = unique('test.events');
  await ensureTopics(kafka, [topic, `${topic}.dlq`], 1);
  return topic;
}

const effectSchema = new Schema({ eventId: String, name: String });

describe('EventConsumer on real Kafka and MongoDB', () => {
  it('acts once when the same event is delivered twice', async () => {
    const topic = await freshTopic();
    const effects = connection.model(unique('Effect'), effectSchema);
    const consumer = new EventConsumer({
      kafka,
      connection,
      logger: testLogger,
      groupId: unique('dedupe'),
      topics: [topic],
      handlers: {
        'trade.guestbook.created': async (event) => {
          await effects.create({ eventId: event.id, name: event.data.name });
        },
      },
    });
    consumers.push(consumer);
    await consumer.start();

    const event = newEvent('test', 'trade.guestbook.created', 'g1', {
      id: 'g1',
      name: '张三',
      content: '你好',
    });
    const message = { key: 'g1', value: JSON.stringify(event) };
    await producer.send({ topic, messages: [message] });
    await producer.send({ topic, messages: [message] });
    const marker = newEvent('test', 'trade.guestbook.created', 'g2', {
      id: 'g2',
      name: 'marker',
      content: '.',
    });
    await producer.send({ topic, messages: [{ key: 'g2', value: JSON.stringify(marker) }] });

    // The marker is handled after both copies, so by then the duplicate has been seen.
    await waitFor(
      async () => (await effects.countDocuments({ name: 'marker' })) === 1,
      30000,
      'marker event',
    );
    expect(await effects.countDocuments({ eventId: event.id })).toBe(1);
    // Offsets are committed once handled: the visible lag drops to nothing.
    const lag = await waitFor(
      async () => {
        const partitions = await consumerLag(admin, consumer.groupId, [topic]);
        return partitions.every((p) => p.lag === 0) && partitions;
      },
      20000,
      'no lag',
    );
    expect(lag).toEqual([{ topic, partition: 0, lag: 0 }]);
  });

  it('parks a poison message on the dlq with its error, and goes on with the next one', async () => {
    const topic = await freshTopic();
    const handled: string[] = [];
    const consumer = new EventConsumer({
      kafka,
      connection,
      logger: testLogger,
      groupId: unique('poison'),
      topics: [topic],
      attempts: 3,
      backoffMs: 20,
      handlers: {
        'trade.guestbook.created': async (event) => {
          if (event.data.name === 'bad') throw new Error('cannot handle a guest named bad');
          handled.push(event.id);
        },
      },
    });
    consumers.push(consumer);
    await consumer.start();

    const bad = newEvent('test', 'trade.guestbook.created', 'b', { id: 'b', name: 'bad', content: 'x' });
    const good = newEvent('test', 'trade.guestbook.created', 'g', { id: 'g', name: 'good', content: 'x' });
    await producer.send({
      topic,
      messages: [
        { key: 'n', value: 'this is not json' },
        { key: 'b', value: JSON.stringify(bad) },
        { key: 'g', value: JSON.stringify(good) },
      ],
    });

    const parked = await readTopic(kafka, `${topic}.dlq`, 2, 30000);
    expect(parked.map((m) => m.value)).toEqual(['this is not json', JSON.stringify(bad)]);
    expect(parked[0]!.headers['x-error']).toMatch(/JSON/);
    expect(parked[1]!.headers['x-error']).toBe('cannot handle a guest named bad');
    expect(parked[1]!.headers['x-attempts']).toBe('3');
    expect(parked[1]!.headers['x-original-topic']).toBe(topic);
    await waitFor(async () => handled.includes(good.id), 20000, 'the good event');
    expect(handled).toEqual([good.id]);
  });

  it('refuses a message that is JSON but not a CloudEvent', async () => {
    const topic = await freshTopic();
    const consumer = new EventConsumer({
      kafka,
      connection,
      logger: testLogger,
      groupId: unique('shape'),
      topics: [topic],
      handlers: {},
    });
    consumers.push(consumer);
    await consumer.start();
    await producer.send({
      topic,
      messages: [{ value: JSON.stringify({ id: randomUUID(), hello: 'world' }) }],
    });
    const [parked] = await readTopic(kafka, `${topic}.dlq`, 1, 30000);
    expect(parked!.headers['x-error']).toMatch(/CloudEvents 1\.0/);
  });
});
