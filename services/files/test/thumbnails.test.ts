import sharp from 'sharp';
import { admin, bucketContents, dropBucket, multipart, s3, startFiles } from './helpers';

type Files = Awaited<ReturnType<typeof startFiles>>;

/** Thumbnails of library images for lists, against the real MongoDB-compatible server and S3. */
describe('image thumbnails', () => {
  let files: Files;
  const client = s3();

  beforeAll(async () => {
    files = await startFiles();
  });
  afterAll(async () => {
    await files?.service.close();
    if (files) await dropBucket(client, files.config.S3_BUCKET);
  });

  /** A photo-sized picture: a gradient so the encoders have something to do. */
  const picture = (width: number, height: number, channels: 3 | 4) =>
    sharp({
      create: {
        width,
        height,
        channels,
        background: { r: 40, g: 120, b: 200, alpha: channels === 4 ? 0.5 : 1 },
      },
    }).composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#c33"/></linearGradient></defs><rect width="100%" height="50%" fill="url(#g)"/></svg>`,
        ),
      },
    ]);

  const upload = async (name: string, type: string, data: Buffer) => {
    const body = await multipart({ group_id: '' }, { name, type, data });
    const res = await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/upload',
      headers: { ...admin(), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const { id, src } = res.json().data as { id: string; src: string };
    return { id, key: src.replace('/api/basic.file/view/', ''), path: src.replace('/api', '') };
  };
  const view = (path: string, headers: Record<string, string> = {}) =>
    files.service.app.inject({ method: 'GET', url: path, headers });
  const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

  it('sends a WebP thumbnail of the asked width to a browser that takes WebP, and keeps it in the bucket', async () => {
    const jpeg = await picture(1600, 1200, 3).jpeg({ quality: 90 }).toBuffer();
    const { key, path } = await upload('展会.jpg', 'image/jpeg', jpeg);

    const res = await view(`${path}?w=320`, { accept: CHROME_ACCEPT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toBe('accept');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(res.rawPayload.length).toBeLessThan(jpeg.length / 5);
    expect((await bucketContents(client, files.config.S3_BUCKET)).objects).toContain(
      `thumbs/${key}/320.webp`,
    );

    // The second request reads the kept copy: same bytes; a revalidation is a 304.
    const again = await view(`${path}?w=320`, { accept: CHROME_ACCEPT });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const revalidated = await view(`${path}?w=320`, {
      accept: CHROME_ACCEPT,
      'if-none-match': String(res.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    // The original is still there, unchanged, without `w`.
    const original = await view(path, { accept: CHROME_ACCEPT });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.equals(jpeg)).toBe(true);
  });

  it('sends JPEG to a browser without WebP, PNG for a transparent PNG, and never enlarges', async () => {
    const jpeg = await picture(800, 600, 3).jpeg().toBuffer();
    const { path } = await upload('a.jpg', 'image/jpeg', jpeg);
    const old = await view(`${path}?w=160`, { accept: 'image/png,image/*;q=0.8' });
    expect(old.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(old.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 160, height: 120 });

    const png = await picture(300, 200, 4).png().toBuffer();
    const logo = await upload('logo.png', 'image/png', png);
    const small = await view(`${logo.path}?w=640`, { accept: 'image/*' });
    expect(small.headers['content-type']).toBe('image/png');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      hasAlpha: true,
    });
  });

  it('refuses a width that is not offered, and answers the file itself for what is no image', async () => {
    const jpeg = await picture(400, 300, 3).jpeg().toBuffer();
    const { path } = await upload('b.jpg', 'image/jpeg', jpeg);
    const odd = await view(`${path}?w=333`, { accept: CHROME_ACCEPT });
    expect(odd.statusCode).toBe(400);
    expect(
      (await bucketContents(client, files.config.S3_BUCKET)).objects.some((o) => o.includes('/333.')),
    ).toBe(false);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const doc = await upload('说明.pdf', 'application/pdf', pdf);
    const res = await view(`${doc.path}?w=320`, { accept: CHROME_ACCEPT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('sends the original of an image it cannot decode', async () => {
    // Right magic bytes, broken body: the upload check passes, the decoder does not.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7)]);
    const { path } = await upload('broken.jpg', 'image/jpeg', broken);
    const res = await view(`${path}?w=320`, { accept: CHROME_ACCEPT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(broken)).toBe(true);
  });

  it('serves a thumbnail it served lately from memory, without reading the bucket, until its file goes', async () => {
    const jpeg = await picture(1000, 750, 3).jpeg().toBuffer();
    const { id, key, path } = await upload('d.jpg', 'image/jpeg', jpeg);
    const first = await view(`${path}?w=160`, { accept: CHROME_ACCEPT });
    expect(first.statusCode).toBe(200);

    // The bucket's copy changed behind the service's back: the bytes it sent still come,
    // so they were not read from S3 again.
    const other = await picture(160, 90, 3).webp().toBuffer();
    await client.putObject(files.config.S3_BUCKET, `thumbs/${key}/160.webp`, other);
    const again = await view(`${path}?w=160`, { accept: CHROME_ACCEPT });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('image/webp');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/del',
      headers: admin(),
      payload: { id },
    });
    expect((await view(`${path}?w=160`, { accept: CHROME_ACCEPT })).statusCode).toBe(404);
  });

  it('removes the thumbnails with their file', async () => {
    const jpeg = await picture(900, 600, 3).jpeg().toBuffer();
    const { id, key, path } = await upload('c.jpg', 'image/jpeg', jpeg);
    await view(`${path}?w=160`, { accept: CHROME_ACCEPT });
    await view(`${path}?w=640`, { accept: 'image/jpeg' });
    const before = (await bucketContents(client, files.config.S3_BUCKET)).objects;
    expect(before).toEqual(expect.arrayContaining([`thumbs/${key}/160.webp`, `thumbs/${key}/640.jpeg`]));

    const del = await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/del',
      headers: admin(),
      payload: { id },
    });
    expect(del.json()).toMatchObject({ code: 200, data: { deleted: 1 } });
    const after = (await bucketContents(client, files.config.S3_BUCKET)).objects;
    expect(after.filter((o) => o.includes(key))).toEqual([]);
    expect((await view(`${path}?w=160`, { accept: CHROME_ACCEPT })).statusCode).toBe(404);
  });
});
