import { Client } from 'minio';
import { buildFiles } from '../../services/files/src/app';
import { loadFilesConfig } from '../../services/files/src/config';
import { identityHeaders, serviceEnv, superAdmin, testServers } from '@trade/service-kit/testing';
import { call } from './identity-stack';
import { adminToken, startSettingsStack } from './sys-settings-helpers';

/** A plain file of `mb` megabytes, uploaded to the files service as the back office does. */
async function uploadForm(mb: number) {
  const form = new FormData();
  form.append('scene', 'file');
  form.append(
    'file',
    new Blob([new Uint8Array(Math.round(mb * 1024 * 1024))], { type: 'text/plain' }),
    'big.txt',
  );
  const encoded = new Response(form);
  return {
    headers: {
      ...identityHeaders(superAdmin),
      'content-type': encoded.headers.get('content-type')!,
      lang: 'zh-cn',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

/**
 * A setting changed through auth (behind the gateway) reaches a process of another
 * service — files, which enforces the upload limit — within 5 s, without a restart.
 */
describe('live settings across services', () => {
  let stack: Awaited<ReturnType<typeof startSettingsStack>>;
  let files: Awaited<ReturnType<typeof buildFiles>>;
  const bucket = `test-live-config-${Date.now().toString(36)}`;

  beforeAll(async () => {
    stack = await startSettingsStack();
    files = await buildFiles(
      loadFilesConfig(serviceEnv('files', { S3_BUCKET: bucket, LIVE_CONFIG_KEY: stack.liveConfigKey })),
    );
    await files.service.listen();
  });
  afterAll(async () => {
    await files?.service.close();
    await stack?.close();
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
    const objects = await s3
      .listObjectsV2(bucket, '', true)
      .toArray()
      .catch(() => []);
    await s3
      .removeObjects(
        bucket,
        objects.map((o: { name: string }) => o.name),
      )
      .catch(() => undefined);
    await s3.removeBucket(bucket).catch(() => undefined);
  });

  const upload = async (mb: number) => {
    const { headers, payload } = await uploadForm(mb);
    return files.service.app.inject({ method: 'POST', url: '/admin/sys.file/upload', headers, payload });
  };

  it('files enforces a new upload limit set in the back office within 5 s', async () => {
    expect((await upload(1.5)).statusCode).toBe(200);
    const admin = await adminToken(stack.api);
    const changed = await call(stack.api, '/admin/sys.config/batch', {
      body: { items: [{ key: 'upload.fileMaxSizeMb', value: 1 }] },
      token: admin,
    });
    expect(changed.status).toBe(200);
    const started = Date.now();
    let refused: Awaited<ReturnType<typeof upload>> | null = null;
    while (Date.now() - started < 5000) {
      const res = await upload(1.5);
      if (res.statusCode === 413) {
        refused = res;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seenAfterMs = Date.now() - started;
    expect(refused?.json().message).toBe('上传文件大小不能超过 1MB!');
    expect(seenAfterMs).toBeLessThan(5000);
    console.log(`files saw the new upload limit ${seenAfterMs} ms after the change`);
    // Back up again: the environment's 30 MB stays the ceiling.
    await call(stack.api, '/admin/sys.config/batch', {
      body: { items: [{ key: 'upload.fileMaxSizeMb', value: 30 }] },
      token: admin,
    });
  });
});
