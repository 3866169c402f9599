import { ensureTopics, newEvent, Service } from '@trade/service-kit';
import {
  TEST_INTERNAL_SECRET,
  testKafka,
  testKafkaConnection,
  testServers,
  unique,
  waitFor,
} from '@trade/service-kit/testing';

const servers = testServers();

async function startService(options: Partial<Parameters<typeof Service.create>[0]> = {}) {
  const service = await Service.create({
    name: 'kit-test',
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    internalSecret: TEST_INTERNAL_SECRET,
    mongo: { url: servers.MONGO_URL, db: unique('test_kit') },
    redis: { url: servers.REDIS_URL },
    kafka: testKafkaConnection(),
    ...options,
  });
  return service;
}

describe('a service', () => {
  it('is ready when each of its servers answers, and says which one does not', async () => {
    const service = await startService();
    service.addReadinessCheck('registry', async () => {
      throw new Error('registry unreachable');
    });
    const address = await service.listen();
    try {
      expect((await fetch(`${address}/healthz`)).status).toBe(200);
      const res = await fetch(`${address}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'not ready',
        checks: { mongo: 'ok', redis: 'ok', kafka: 'ok', registry: 'registry unreachable' },
      });
    } finally {
      await service.close();
    }
  });

  it('finishes the requests in flight when it stops, and takes no new ones', async () => {
    const service = await startService({ kafka: undefined, redis: undefined });
    service.app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      return { done: true };
    });
    const address = await service.listen();
    const inFlight = fetch(`${address}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = service.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });

  it('answers an unknown path with a localised 404 envelope and echoes the request id', async () => {
    const service = await startService({ kafka: undefined, redis: undefined });
    try {
      const res = await service.app.inject({
        method: 'POST',
        url: '/nope',
        headers: { lang: 'en', 'x-request-id': 'req-42' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-request-id']).toBe('req-42');
      expect(res.json()).toEqual({
        code: 404,
        message: 'No such endpoint: /nope',
        data: { errorId: 'ROUTE_NOT_FOUND', requestId: 'req-42' },
      });
    } finally {
      await service.close();
    }
  });

  it('ignores an identity header that the gateway did not sign', async () => {
    const service = await startService({ kafka: undefined, redis: undefined });
    service.app.get('/whoami', async (request) => ({ identity: request.identity }));
    try {
      const forged = Buffer.from(
        JSON.stringify({ sub: 'x', kind: 'admin', roles: [], perms: ['*/*/*'] }),
      ).toString('base64url');
      const res = await service.app.inject({
        method: 'GET',
        url: '/whoami',
        headers: { 'x-trade-identity': forged, 'x-trade-identity-sig': 'forged' },
      });
      expect(res.json()).toEqual({ identity: null });
    } finally {
      await service.close();
    }
  });

  it('keeps the consumer groups of two platforms on one Kafka apart: each gets every event', async () => {
    const kafka = testKafka('kit-group-prefix');
    const topic = unique('test.prefixed');
    await ensureTopics(kafka, [topic, `${topic}.dlq`], 1);
    const received: Record<string, string[]> = { one: [], two: [] };
    const platforms = await Promise.all(
      (['one', 'two'] as const).map(async (platform) => {
        const service = await startService({
          redis: undefined,
          kafka: { ...testKafkaConnection(), groupPrefix: unique(platform) },
        });
        // The same group id in both, as two copies of the platform's code would have.
        const consumer = service.consume({
          groupId: 'kit-test-shared',
          topics: [topic],
          handlers: { 'trade.guestbook.created': async (event) => void received[platform]!.push(event.id) },
        });
        expect(consumer.groupId).toMatch(new RegExp(`^${platform}_.+\\.kit-test-shared$`));
        await service.listen();
        return service;
      }),
    );
    const producer = kafka.producer();
    try {
      await producer.connect();
      const events = ['g1', 'g2', 'g3'].map((id) =>
        newEvent('test', 'trade.guestbook.created', id, { id, name: id, content: '.' }),
      );
      await producer.send({ topic, messages: events.map((e) => ({ key: e.id, value: JSON.stringify(e) })) });
      await waitFor(
        async () => received.one!.length === 3 && received.two!.length === 3,
        30000,
        'both platforms',
      );
      expect(received.one!.sort()).toEqual(events.map((e) => e.id).sort());
      expect(received.two!.sort()).toEqual(events.map((e) => e.id).sort());
    } finally {
      await producer.disconnect();
      await Promise.all(platforms.map((service) => service.close()));
    }
  });
});
