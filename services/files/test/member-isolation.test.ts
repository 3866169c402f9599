import { as, dropBucket, member, multipart, PNG, s3, startFiles } from './helpers';

type Files = Awaited<ReturnType<typeof startFiles>>;

/** Every member-area query is scoped to the member the gateway signed (architecture §4). */
describe("a member's files are theirs alone", () => {
  let files: Files;
  const client = s3();
  const alice = member('member-a');
  const bob = member('member-b');
  let aliceFile: { id: string; src: string };

  beforeAll(async () => {
    files = await startFiles();
    const body = await multipart({ scene: 'image' }, { name: 'a-logo.png', type: 'image/png', data: PNG });
    const res = await files.service.app.inject({
      method: 'POST',
      url: '/home/member.File/upload',
      headers: { ...as(alice), ...body.headers },
      payload: body.payload,
    });
    aliceFile = res.json().data;
  });
  afterAll(async () => {
    await files?.service.close();
    if (files) await dropBucket(client, files.config.S3_BUCKET);
  });

  const post = (who: typeof alice, url: string, payload: object) =>
    files.service.app.inject({ method: 'POST', url, headers: as(who), payload });

  it("lists the owner's upload for the owner", async () => {
    const page = await post(alice, '/home/member.File/page', { pageSize: 80 });
    expect(page.json().data.rows.map((r: { id: string }) => r.id)).toEqual([aliceFile.id]);
    const list = await post(alice, '/home/member.File/list', { ids: [aliceFile.id] });
    expect(list.json().data).toEqual([expect.objectContaining({ id: aliceFile.id, fileName: 'a-logo.png' })]);
  });

  it("never shows member A's files to member B, by page, list, id or the library", async () => {
    expect((await post(bob, '/home/member.File/page', {})).json().data).toMatchObject({ rows: [], total: 0 });
    expect((await post(bob, '/home/member.File/list', { ids: [aliceFile.id] })).json().data).toEqual([]);
    const library = await files.service.app.inject({
      method: 'GET',
      url: '/basic.file/page',
      headers: as(bob),
    });
    expect(library.json().data.total).toBe(0);
    const admins = await files.service.app.inject({
      method: 'GET',
      url: '/basic.file/page',
      headers: as({ sub: 'a1', kind: 'admin', roles: [], perms: ['*/*/*'] }),
    });
    expect(admins.json().data.rows.map((r: { id: string }) => r.id)).not.toContain(aliceFile.id);
  });

  it("answers 404 when member B asks for a download of member A's file", async () => {
    const bobs = await files.service.app.inject({
      method: 'GET',
      url: `/basic.file/download?id=${aliceFile.id}`,
      headers: as(bob),
    });
    expect(bobs.statusCode).toBe(404);
    const alices = await files.service.app.inject({
      method: 'GET',
      url: `/basic.file/download?id=${aliceFile.id}`,
      headers: as(alice),
    });
    expect(alices.statusCode).toBe(302);
    const presigned = await fetch(String(alices.headers.location));
    expect(Buffer.from(await presigned.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("refuses member B moving or deleting member A's files with 403", async () => {
    const move = await post(bob, '/admin/sys.file/remove', { ids: [aliceFile.id], group_id: '0' });
    expect(move.statusCode).toBe(403);
    const del = await post(bob, '/admin/sys.file/del', { id: aliceFile.id });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toMatchObject({ code: 403, message: '无权限访问' });
    const page = await post(alice, '/home/member.File/page', {});
    expect(page.json().data.total).toBe(1);
  });

  it('refuses an upload into a group that is not the member’s', async () => {
    const body = await multipart(
      { group_id: '0123456789abcdef01234567' },
      { name: 'b.png', type: 'image/png', data: PNG },
    );
    const res = await files.service.app.inject({
      method: 'POST',
      url: '/home/member.File/upload',
      headers: { ...as(bob), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('分组不存在');
  });

  it('asks visitors to sign in', async () => {
    const page = await files.service.app.inject({ method: 'GET', url: '/basic.file/page' });
    expect(page.statusCode).toBe(401);
    const upload = await files.service.app.inject({ method: 'POST', url: '/home/member.File/upload' });
    expect(upload.statusCode).toBe(401);
  });
});
