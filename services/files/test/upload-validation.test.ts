import {
  admin,
  as,
  bucketContents,
  dropBucket,
  EXE,
  member,
  multipart,
  PNG,
  s3,
  startFiles,
} from './helpers';

type Files = Awaited<ReturnType<typeof startFiles>>;

/** §5 upload validation against the real S3 server: bad uploads leave no object and no record. */
describe('upload validation', () => {
  let files: Files;
  const client = s3();
  const seller = member('validation-member');

  beforeAll(async () => {
    files = await startFiles();
  });
  afterAll(async () => {
    await files?.service.close();
    if (files) await dropBucket(client, files.config.S3_BUCKET);
  });

  const upload = async (
    fields: Record<string, string>,
    file: { name: string; type: string; data: Buffer },
    lang = 'zh-cn',
  ) => {
    const body = await multipart(fields, file);
    return files.service.app.inject({
      method: 'POST',
      url: '/home/member.File/upload',
      headers: { ...as(seller, { lang }), ...body.headers },
      payload: body.payload,
    });
  };
  const nothingStored = async () => {
    const contents = await bucketContents(client, files.config.S3_BUCKET);
    const listed = await files.service.app.inject({
      method: 'POST',
      url: '/home/member.File/page',
      headers: as(seller),
      payload: {},
    });
    return { ...contents, records: listed.json().data.total as number };
  };

  it('refuses an executable renamed to .png with 415 and the §5 message, storing nothing', async () => {
    const before = await nothingStored();
    const res = await upload({ scene: 'image' }, { name: 'photo.png', type: 'image/png', data: EXE });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 415,
      message: '选择的文件类型 application/x-msdownload 非图像类文件',
    });
    expect(await nothingStored()).toEqual(before);
  });

  it('refuses a declared non-image in the image scene, in English and Russian too', async () => {
    const pdf = { name: 'spec.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.7\n...') };
    const en = await upload({ scene: 'image' }, pdf, 'en');
    expect(en.statusCode).toBe(415);
    expect(en.json().message).toBe('The selected file type application/pdf is not an image file');
    const ru = await upload({ scene: 'image' }, pdf, 'ru');
    expect(ru.json().message).toBe('Выбранный тип файла application/pdf не является изображением');
  });

  it('refuses an image whose declared type disagrees with its bytes', async () => {
    const res = await upload({ scene: 'image' }, { name: 'a.gif', type: 'image/gif', data: PNG });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('选择的文件类型 image/png 非图像类文件');
  });

  it('answers 413 with the §5 message for an image over 10 MB, storing nothing', async () => {
    const before = await nothingStored();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload({ scene: 'image' }, { name: 'big.png', type: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, message: '上传文件大小不能超过 10MB!' });
    expect(await nothingStored()).toEqual(before);
  });

  it('answers 413 for a file over 30 MB after parts were streamed, leaving no object or unfinished upload', async () => {
    const before = await nothingStored();
    const big = Buffer.alloc(30 * 1024 * 1024 + 1, 7);
    const res = await upload({}, { name: 'data.bin', type: 'application/octet-stream', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('上传文件大小不能超过 30MB!');
    expect(await nothingStored()).toEqual(before);
  });

  it('stores a plain file under the file scene with its real type', async () => {
    const csv = Buffer.from('name,qty\nrice,10\n');
    const res = await upload({}, { name: '报价单.csv', type: 'text/csv', data: csv });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      fileName: '报价单.csv',
      ext: 'csv',
      mime: 'text/csv',
      size: csv.length,
    });
  });

  it('keeps an uploaded HTML page from running in the browser', async () => {
    const html = Buffer.from('<script>alert(1)</script>');
    const res = await upload({}, { name: 'x.html', type: 'text/html', data: html });
    expect(res.json().data.mime).toBe('application/octet-stream');
    const view = await files.service.app.inject({
      method: 'GET',
      url: res.json().data.src.replace('/api', ''),
    });
    expect(view.headers['content-disposition']).toMatch(/^attachment/);
    expect(view.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a request that is not multipart', async () => {
    const res = await files.service.app.inject({
      method: 'POST',
      url: '/home/member.File/upload',
      headers: as(seller),
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('registers a direct upload made with the presigned URL from getTempKeys', async () => {
    const keys = await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/getTempKeys',
      headers: admin(),
      payload: { scene: 'image' },
    });
    expect(keys.statusCode).toBe(200);
    const { url, key, token, maxSize } = keys.json().data;
    expect(maxSize).toBe(10 * 1024 * 1024);
    const put = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array(PNG),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const added = await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/add',
      headers: admin(),
      payload: { key, token, scene: 'image', file_name: 'direct.png' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ fileName: 'direct.png', ext: 'png', size: PNG.length });
    const view = await files.service.app.inject({ method: 'GET', url: `/basic.file/view/${key}` });
    expect(view.rawPayload.equals(PNG)).toBe(true);
  });

  it('discards a direct upload whose bytes are not an image', async () => {
    const { url, key, token } = (
      await files.service.app.inject({
        method: 'POST',
        url: '/admin/sys.file/getTempKeys',
        headers: admin(),
        payload: { scene: 'image' },
      })
    ).json().data;
    await fetch(url, { method: 'PUT', body: new Uint8Array(EXE), headers: { 'content-type': 'image/png' } });
    const added = await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/add',
      headers: admin(),
      payload: { key, token, scene: 'image', file_name: 'evil.png' },
    });
    expect(added.statusCode).toBe(415);
    expect((await bucketContents(client, files.config.S3_BUCKET)).objects).not.toContain(key);
  });

  it('refuses to register an object with a forged or foreign upload token', async () => {
    const { key, token } = (
      await files.service.app.inject({
        method: 'POST',
        url: '/admin/sys.file/getTempKeys',
        headers: admin(),
        payload: {},
      })
    ).json().data;
    const forged = await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/add',
      headers: admin(),
      payload: { key, token: `${token}x`, file_name: 'a.bin' },
    });
    expect(forged.statusCode).toBe(403);
    const otherScene = await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/add',
      headers: admin(),
      payload: { key, token, scene: 'image', file_name: 'a.png' },
    });
    expect(otherScene.statusCode).toBe(403);
    expect(otherScene.json().message).toBe('上传凭证无效或已过期');
  });
});
