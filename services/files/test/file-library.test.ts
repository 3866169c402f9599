import ExcelJS from 'exceljs';
import { superAdmin } from '@trade/service-kit/testing';
import { admin, bucketContents, dropBucket, multipart, PNG, s3, startFiles } from './helpers';

type Files = Awaited<ReturnType<typeof startFiles>>;

/** The back-office library against the real MongoDB-compatible server and S3. */
describe('file library round trip', () => {
  let files: Files;
  const client = s3();

  beforeAll(async () => {
    files = await startFiles();
  });
  afterAll(async () => {
    await files?.service.close();
    if (files) await dropBucket(client, files.config.S3_BUCKET);
  });

  const inject = (url: string, payload: unknown) =>
    files.service.app.inject({ method: 'POST', url, headers: admin(), payload: payload as object });
  const pageOf = async (query = '') =>
    (
      await files.service.app.inject({ method: 'GET', url: `/basic.file/page?${query}`, headers: admin() })
    ).json().data as {
      rows: Array<{ id: string; group_id: string | null; file_name: string }>;
      total: number;
    };

  it('stores an upload, lists it, moves it to a group, and deletes both the object and the record', async () => {
    const body = await multipart(
      { group_id: '' },
      { name: '../../产品图 主图.png', type: 'image/png', data: PNG },
    );
    const uploaded = await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/upload',
      headers: { ...admin(), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const reply = uploaded.json();
    // Both §3 readings in one data object.
    expect(reply).toMatchObject({
      code: 200,
      message: '操作成功',
      data: {
        file_name: '产品图 主图.png',
        fileName: '产品图 主图.png',
        ext: 'png',
        size: PNG.length,
        group_id: null,
      },
    });
    const { id, src } = reply.data as { id: string; src: string };
    const key = src.replace('/api/basic.file/view/', '');
    expect(key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);

    const stat = await client.statObject(files.config.S3_BUCKET, key);
    expect(stat.size).toBe(PNG.length);
    const stored = await client.getObject(files.config.S3_BUCKET, key);
    const bytes: Buffer[] = [];
    for await (const chunk of stored) bytes.push(chunk as Buffer);
    expect(Buffer.concat(bytes).equals(PNG)).toBe(true);

    const view = await files.service.app.inject({ method: 'GET', url: src.replace('/api', '') });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(view.headers['cache-control']).toContain('immutable');
    expect(view.rawPayload.equals(PNG)).toBe(true);
    const again = await files.service.app.inject({
      method: 'GET',
      url: src.replace('/api', ''),
      headers: { 'if-none-match': String(view.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    expect((await pageOf()).rows.map((r) => r.id)).toContain(id);
    expect((await pageOf('keyword=主图')).rows.map((r) => r.id)).toEqual([id]);

    const group = (await inject('/admin/sys.fileGroup/add', { label: '产品图', show_order: 1 })).json().data;
    const moved = await inject('/admin/sys.file/remove', { ids: [id], group_id: group.id });
    expect(moved.json()).toMatchObject({ code: 200, data: { moved: 1 } });
    expect((await pageOf(`group_id=${group.id}`)).rows).toEqual([
      expect.objectContaining({ id, group_id: group.id }),
    ]);
    expect((await pageOf('group_id=0')).rows.map((r) => r.id)).not.toContain(id);

    const deleted = await inject('/admin/sys.file/del', { id });
    expect(deleted.json()).toMatchObject({ code: 200, data: { deleted: 1 } });
    expect((await bucketContents(client, files.config.S3_BUCKET)).objects).not.toContain(key);
    expect((await pageOf()).rows.map((r) => r.id)).not.toContain(id);
    expect((await files.service.app.inject({ method: 'GET', url: src.replace('/api', '') })).statusCode).toBe(
      404,
    );
    // Soft delete: the record keeps its trade.file.deleted event until the relay has sent it.
    const tombstone = await files.files.findAny(id);
    expect(tombstone).toMatchObject({ deletedBy: superAdmin.sub });
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    expect(tombstone?.purgedAt).toBeInstanceOf(Date);
  });

  it('warns 请选择要移动的文件 when a move names no files', async () => {
    const res = await inject('/admin/sys.file/remove', { ids: [], group_id: '0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: '请选择要移动的文件' });
  });

  it('moves the files of a deleted group to ungrouped', async () => {
    const group = (await inject('/admin/sys.fileGroup/add', { label: '临时' })).json().data;
    const body = await multipart({ group_id: group.id }, { name: 'a.png', type: 'image/png', data: PNG });
    const up = await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.file/upload',
      headers: { ...admin(), ...body.headers },
      payload: body.payload,
    });
    expect(up.json().data.group_id).toBe(group.id);
    const del = await inject('/admin/sys.fileGroup/del', { id: group.id });
    expect(del.json()).toMatchObject({ code: 200, data: { ungrouped: 1 } });
    const groups = await files.service.app.inject({
      method: 'GET',
      url: '/basic.fileGroup/list',
      headers: admin(),
    });
    expect(groups.json().data.map((g: { id: string }) => g.id)).not.toContain(group.id);
    expect((await pageOf('group_id=0')).rows.map((r) => r.id)).toContain(up.json().data.id);
  });

  it('requires a group label and answers in the request language', async () => {
    const res = await files.service.app.inject({
      method: 'POST',
      url: '/admin/sys.fileGroup/add',
      headers: { ...admin(), lang: 'en' },
      payload: { label: '', show_order: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].field).toBe('label');
    expect(res.json().message).toMatch(/^Invalid request: label/);
  });

  it('exports the library as an Excel workbook and imports edited names and groups back', async () => {
    const group = (await inject('/admin/sys.fileGroup/add', { label: '证书' })).json().data;
    const body = await multipart({}, { name: 'old-name.png', type: 'image/png', data: PNG });
    const { id } = (
      await files.service.app.inject({
        method: 'POST',
        url: '/admin/sys.file/upload',
        headers: { ...admin(), ...body.headers },
        payload: body.payload,
      })
    ).json().data;

    const exported = await files.service.app.inject({
      method: 'GET',
      url: '/basic.file/export',
      headers: admin(),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['id', 'file_name', 'group', 'src']));
    let edited = false;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === id) {
        row.getCell(2).value = 'new-name.png';
        row.getCell(3).value = '证书';
        edited = true;
      }
    });
    expect(edited).toBe(true);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const form = await multipart({}, { name: 'files.xlsx', type: 'application/octet-stream', data: xlsx });
    const imported = await files.service.app.inject({
      method: 'POST',
      url: '/basic.file/import',
      headers: { ...admin(), ...form.headers },
      payload: form.payload,
    });
    expect(imported.json()).toMatchObject({ code: 200, data: { updated: expect.any(Number), errors: [] } });
    expect((await pageOf(`group_id=${group.id}`)).rows).toEqual([
      expect.objectContaining({ id, file_name: 'new-name.png' }),
    ]);
  });

  it('refuses an import that is not a workbook', async () => {
    const form = await multipart(
      {},
      { name: 'x.xlsx', type: 'text/plain', data: Buffer.from('id,file_name') },
    );
    const res = await files.service.app.inject({
      method: 'POST',
      url: '/basic.file/import',
      headers: { ...admin(), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('导入文件格式错误：xlsx');
  });
});
