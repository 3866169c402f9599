import {
  adminToken,
  call,
  PNG,
  registerMember,
  startMarketplaceStack,
  type MarketplaceStack,
} from './marketplace-stack';

/**
 * The back office's file library through the gateway, verb by verb (/admin/sys.file/* and
 * /admin/sys.fileGroup/*): a member's token is refused with 403 and changes nothing, bad
 * input is a 400 naming the field, and the admin's call does what it says.
 */
describe('the back-office file library, every verb', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    admin = await adminToken(stack.api);
    member = (await registerMember(stack.api, stack.redis, '文件库越权测试公司')).token;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const as = (token: string) => (path: string, body: unknown) => call(stack.api, path, { body, token });
  const uploadAs = async (token: string, form: FormData) => {
    const res = await fetch(`${stack.api}/admin/sys.file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, lang: 'zh-cn' },
      body: form,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as { message: string; data: any } };
  };
  const imageForm = (name: string) => {
    const form = new FormData();
    form.append('scene', 'image');
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), name);
    return form;
  };
  /** The back office's library, or one group of it. */
  const listed = async (groupId?: string) =>
    (
      await call(
        stack.api,
        `/basic.file/page?pageNumber=1&pageSize=200${groupId ? `&group_id=${groupId}` : ''}`,
        { token: admin },
      )
    ).body.data.rows as Array<{ id: string }>;
  const groups = async () =>
    (await call(stack.api, '/basic.fileGroup/list', { token: admin })).body.data as Array<{
      id: string;
      label: string;
    }>;

  const ID = '65f0000000000000000000ff';
  it.each([
    ['/admin/sys.file/getTempKeys', { scene: 'image' }],
    ['/admin/sys.file/add', { key: 'k', token: 't', scene: 'image', file_name: 'a.png' }],
    ['/admin/sys.file/del', { id: ID }],
    ['/admin/sys.file/remove', { ids: [ID], group_id: '0' }],
    ['/admin/sys.fileGroup/add', { label: '越权分组' }],
    ['/admin/sys.fileGroup/edit', { id: ID, label: '越权分组' }],
    ['/admin/sys.fileGroup/del', { id: ID }],
  ])('refuses a member on %s with 403', async (path, body) => {
    const before = [await listed(), await groups()];
    const res = await as(member)(path, body);
    expect(res.status).toBe(403);
    expect([await listed(), await groups()]).toEqual(before);
  });

  it('refuses a member an upload to the back office’s library with 403, storing nothing', async () => {
    const before = await listed();
    expect((await uploadAs(member, imageForm('越权.png'))).status).toBe(403);
    expect(await listed()).toEqual(before);
  });

  it.each([
    ['/admin/sys.file/getTempKeys', { scene: 'video' }, 'scene'],
    ['/admin/sys.file/add', { key: 'k', token: 't', scene: 'image', file_name: '' }, 'file_name'],
    ['/admin/sys.file/del', { id: 'not-an-id' }, 'id'],
    ['/admin/sys.file/remove', { ids: [], group_id: '0' }, 'ids'],
    ['/admin/sys.fileGroup/add', { label: '' }, 'label'],
    ['/admin/sys.fileGroup/edit', { id: 'x', label: '分组' }, 'id'],
    ['/admin/sys.fileGroup/del', { id: 'x' }, 'id'],
  ])('answers bad input on %s with 400 naming the field (case %#)', async (path, body, field) => {
    const res = await as(admin)(path, body);
    expect(res.status).toBe(400);
    expect((res.body.data.fields as Array<{ field: string }>).map((f) => f.field)).toContain(field);
  });

  it('answers an upload without a file with 400 naming the field file', async () => {
    const form = new FormData();
    form.append('scene', 'image');
    const res = await uploadAs(admin, form);
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual([{ field: 'file', message: '请选择要上传的文件' }]);
  });

  it('uploads, registers a direct upload, groups, moves and deletes files, and edits and deletes a group', async () => {
    const uploaded = await uploadAs(admin, imageForm('后台上传.png'));
    expect(uploaded.status).toBe(200);
    const first = uploaded.body.data.id as string;

    const keys = await as(admin)('/admin/sys.file/getTempKeys', { scene: 'image' });
    expect(keys.status).toBe(200);
    const { url, key, token } = keys.body.data as { url: string; key: string; token: string };
    const put = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array(PNG),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const added = await as(admin)('/admin/sys.file/add', {
      key,
      token,
      scene: 'image',
      file_name: '直传.png',
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ fileName: '直传.png', ext: 'png', size: PNG.length });
    const second = added.body.data.id as string;

    const group = await as(admin)('/admin/sys.fileGroup/add', { label: '报关单据', show_order: 2 });
    expect(group.status).toBe(200);
    const groupId = group.body.data.id as string;
    expect((await groups()).map((g) => g.label)).toContain('报关单据');
    const edited = await as(admin)('/admin/sys.fileGroup/edit', {
      id: groupId,
      label: '报关资料',
      show_order: 2,
    });
    expect(edited.status).toBe(200);
    expect((await groups()).find((g) => g.id === groupId)?.label).toBe('报关资料');

    const moved = await as(admin)('/admin/sys.file/remove', { ids: [first, second], group_id: groupId });
    expect(moved.body.data).toEqual({ moved: 2 });
    expect((await listed(groupId)).map((f) => f.id).sort()).toEqual([first, second].sort());

    const groupDeleted = await as(admin)('/admin/sys.fileGroup/del', { id: groupId });
    expect(groupDeleted.status).toBe(200);
    expect(groupDeleted.body.data).toEqual({ ungrouped: 2 });
    expect((await groups()).some((g) => g.id === groupId)).toBe(false);

    const deleted = await as(admin)('/admin/sys.file/del', { id: [first, second] });
    expect(deleted.body.data).toEqual({ deleted: 2 });
    const left = (await listed()).map((f) => f.id);
    expect(left).not.toContain(first);
    expect(left).not.toContain(second);
  });
});
