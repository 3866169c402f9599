import { Client } from 'minio';
import { Types } from 'mongoose';
import type { Kafka } from 'kafkajs';
import { buildFiles } from '../../services/files/src/app';
import { loadFilesConfig } from '../../services/files/src/config';
import {
  identityHeaders,
  serviceEnv,
  superAdmin,
  testKafka,
  testServers,
  unique,
  waitFor,
} from '@trade/service-kit/testing';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Collects every trade.file event (from the beginning: file ids are unique, so old ones do not match). */
async function watchFileEvents(kafka: Kafka) {
  const seen: Array<{ type: string; subject: string; data: Record<string, unknown> }> = [];
  const consumer = kafka.consumer({
    groupId: unique('files-flow'),
    sessionTimeout: 10000,
    heartbeatInterval: 1000,
  });
  await consumer.connect();
  await consumer.subscribe({ topics: ['trade.file'], fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      seen.push(JSON.parse(message.value!.toString()));
    },
  });
  return { seen, stop: () => consumer.disconnect() };
}

/**
 * A file's life reaches the rest of the platform through the outbox: trade.file.uploaded
 * and trade.file.deleted land on Kafka as CloudEvents, keyed by the file id, in order.
 */
describe('file upload and delete → trade.file events on Kafka', () => {
  let files: Awaited<ReturnType<typeof buildFiles>>;
  const bucket = `test-files-flow-${Date.now().toString(36)}`;

  beforeAll(async () => {
    files = await buildFiles(loadFilesConfig(serviceEnv('files', { S3_BUCKET: bucket })), {
      outboxIntervalMs: 200,
    });
    await files.service.listen();
  });

  afterAll(async () => {
    await files?.service.close();
    const { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY } = testServers();
    const url = new URL(S3_ENDPOINT);
    const s3 = new Client({
      endPoint: url.hostname,
      port: Number(url.port),
      useSSL: false,
      accessKey: S3_ACCESS_KEY,
      secretKey: S3_SECRET_KEY,
      pathStyle: true,
    });
    await s3.removeBucket(bucket).catch(() => undefined);
  });

  it('publishes the uploaded and then the deleted event of a file', async () => {
    let watcher: Awaited<ReturnType<typeof watchFileEvents>> | null = null;
    try {
      const form = new FormData();
      form.append('scene', 'image');
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), '营业执照.png');
      const encoded = new Response(form);
      const uploaded = await files.service.app.inject({
        method: 'POST',
        url: '/admin/sys.file/upload',
        headers: { ...identityHeaders(superAdmin), 'content-type': encoded.headers.get('content-type')! },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(uploaded.statusCode).toBe(200);
      const id = uploaded.json().data.id as string;
      const deleted = await files.service.app.inject({
        method: 'POST',
        url: '/admin/sys.file/del',
        headers: identityHeaders(superAdmin),
        payload: { id },
      });
      expect(deleted.json().data.deleted).toBe(1);

      // The relay empties the outbox of the file record once Kafka has both events.
      await waitFor(
        async () => {
          const doc = await files.service.mongo.collection('files').findOne({ _id: new Types.ObjectId(id) });
          return doc !== null && !doc._outboxPending;
        },
        30000,
        'the outbox to be published',
      );
      // Read them as a downstream consumer would, with a client of its own.
      const kafka = testKafka(unique('files-flow'));
      watcher = await watchFileEvents(kafka);
      const seen = watcher.seen;
      const events = await waitFor(
        async () => {
          const mine = seen.filter((e) => e.subject === id);
          return mine.length >= 2 ? mine : undefined;
        },
        30000,
        'both trade.file events',
      );
      expect(events.map((e) => e.type)).toEqual(['trade.file.uploaded', 'trade.file.deleted']);
      expect(events[0]).toMatchObject({
        specversion: '1.0',
        source: 'files',
        dataschema: 'urn:trade:event:trade.file.uploaded:v1',
        data: {
          id,
          fileName: '营业执照.png',
          mime: 'image/png',
          ext: 'png',
          size: PNG.length,
          ownerKind: 'admin',
        },
      });
      expect(events[1]).toMatchObject({ data: { id, deletedBy: superAdmin.sub, ownerKind: 'admin' } });
      // The storage key stays inside the files service.
      for (const event of events) expect(event.data).not.toHaveProperty('key');
    } finally {
      await watcher?.stop();
    }
  });
});
