import { waitFor } from '@trade/service-kit/testing';
import { admin, dropBucket, PNG, s3, startFilesWith } from './helpers';

type Files = Awaited<ReturnType<typeof startFilesWith>>;

const GRACE_S = 60;

/**
 * Objects put with getTempKeys credentials but never registered are removed once the token
 * has expired plus the grace period, against the real S3 server. The sweeper's clock is
 * moved forward instead of waiting for the token to expire.
 */
describe('sweeping unregistered direct uploads', () => {
  let files: Files;
  let clockAhead = 0;
  const client = s3();

  beforeAll(async () => {
    files = await startFilesWith(
      { UPLOAD_SWEEP_INTERVAL_MS: '100', UPLOAD_SWEEP_GRACE_S: String(GRACE_S) },
      { sweeperNow: () => Date.now() + clockAhead },
    );
  });
  afterAll(async () => {
    await files?.service.close();
    if (files) await dropBucket(client, files.config.S3_BUCKET);
  });

  const bucket = () => files.config.S3_BUCKET;
  /** getTempKeys, then the browser's PUT of a PNG to the presigned URL. */
  const directUpload = async () => {
    const reply = await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/getTempKeys',
      headers: admin(),
      payload: { scene: 'image' },
    });
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data as { url: string; key: string; token: string; expiresAt: number };
    const put = await fetch(data.url, {
      method: 'PUT',
      body: new Uint8Array(PNG),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    return data;
  };
  const register = (upload: { key: string; token: string }, fileName = 'direct.png') =>
    files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/add',
      headers: admin(),
      payload: { key: upload.key, token: upload.token, scene: 'image', file_name: fileName },
    });
  const objectExists = (key: string) =>
    client.statObject(bucket(), key).then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === 'NotFound' || error.code === 'NoSuchKey') return false;
        throw error;
      },
    );
  /** Waits until the sweeper has run twice more, so one full sweep saw the current clock. */
  const afterTwoSweeps = async () => {
    const target = files.sweeper.completed + 2;
    await waitFor(async () => files.sweeper.completed >= target, 5000, 'two sweeps');
  };
  /** Sets the sweeper's clock to `seconds` after the token's expiry. */
  const sweeperAt = (expiresAt: number, seconds: number) => {
    clockAhead = (expiresAt + seconds) * 1000 - Date.now();
  };

  afterEach(() => {
    clockAhead = 0;
  });

  it('keeps an unregistered upload while its token is valid and during the grace period', async () => {
    const upload = await directUpload();
    await afterTwoSweeps();
    expect(await objectExists(upload.key)).toBe(true);

    sweeperAt(upload.expiresAt, GRACE_S - 5);
    await afterTwoSweeps();
    expect(await objectExists(upload.key)).toBe(true);
    // Still registrable: its token has not expired for the service.
    expect((await register(upload)).statusCode).toBe(200);
  });

  it('removes an unregistered upload once its token has expired plus the grace period, keeping registered ones', async () => {
    const registered = await directUpload();
    expect((await register(registered, 'kept.png')).statusCode).toBe(200);
    const abandoned = await directUpload();
    expect(await objectExists(abandoned.key)).toBe(true);

    sweeperAt(abandoned.expiresAt, GRACE_S + 1);
    await waitFor(async () => !(await objectExists(abandoned.key)), 5000, 'the abandoned object removed');
    await afterTwoSweeps();

    expect(await objectExists(registered.key)).toBe(true);
    const view = await files.service.app.inject({ method: 'GET', url: `/basic.file/view/${registered.key}` });
    expect(view.statusCode).toBe(200);
    expect(view.rawPayload.equals(PNG)).toBe(true);
    // Handled uploads leave no record behind.
    expect(await files.uploads.find(abandoned.key)).toBeNull();
    expect(await files.uploads.find(registered.key)).toBeNull();
  });

  it('removes each abandoned object with two replicas sweeping the same database and bucket', async () => {
    const replica = await startFilesWith(
      {
        MONGO_DB: files.service.mongo.name,
        S3_BUCKET: bucket(),
        UPLOAD_SWEEP_INTERVAL_MS: '100',
        UPLOAD_SWEEP_GRACE_S: String(GRACE_S),
      },
      { sweeperNow: () => Date.now() + clockAhead },
    );
    try {
      const abandoned = await Promise.all([directUpload(), directUpload(), directUpload()]);
      const kept = await directUpload();
      expect((await register(kept, 'kept.png')).statusCode).toBe(200);

      sweeperAt(Math.max(...abandoned.map((upload) => upload.expiresAt)), GRACE_S + 1);
      const target = replica.sweeper.completed + 2;
      await waitFor(
        async () =>
          replica.sweeper.completed >= target &&
          (await Promise.all(abandoned.map((upload) => objectExists(upload.key)))).every((e) => !e),
        5000,
        'the abandoned objects removed',
      );
      for (const upload of abandoned) expect(await files.uploads.find(upload.key)).toBeNull();
      expect(await objectExists(kept.key)).toBe(true);
    } finally {
      await replica.service.close();
    }
  });

  it('refuses to register an upload a second time, keeping the registered object', async () => {
    const upload = await directUpload();
    expect((await register(upload)).statusCode).toBe(200);
    const again = await register(upload, 'again.png');
    expect(again.statusCode).toBe(403);
    expect(await objectExists(upload.key)).toBe(true);
  });

  it('refuses to register an upload the sweeper is removing', async () => {
    const upload = await directUpload();
    const record = await files.uploads.find(upload.key);
    expect(record).toMatchObject({ state: 'issued' });
    expect(await files.uploads.claimForSweep(record!, new Date())).toBe(true);
    expect((await register(upload)).statusCode).toBe(403);
    expect(await objectExists(upload.key)).toBe(true);
  });
});
