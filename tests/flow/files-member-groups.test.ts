import {
  call,
  PNG,
  registerMember,
  startMarketplaceStack,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

/**
 * A member adds, renames and deletes the groups of its own file library through the
 * gateway (/home/member.FileGroup/*); another member's group is not found, a second
 * group of one name is refused, and deleting a group moves its files to ungrouped.
 */
describe('member file groups', () => {
  let stack: MarketplaceStack;
  let a: Member;
  let b: Member;

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    a = await registerMember(stack.api, stack.redis, '黑河粮贸');
    b = await registerMember(stack.api, stack.redis, '远东油脂');
  });
  afterAll(async () => {
    await stack?.close();
  });

  type Group = { id: string; label: string };
  const groupsOf = async (member: Member) =>
    (await call(stack.api, '/basic.fileGroup/list', { token: member.token })).body.data as Group[];
  const send = (member: Member, verb: 'add' | 'edit' | 'del', body: unknown, lang = 'zh-cn') =>
    call(stack.api, `/home/member.FileGroup/${verb}`, { body, token: member.token, lang });
  const addGroup = async (member: Member, label: string): Promise<string> => {
    const res = await send(member, 'add', { label });
    expect(res.status).toBe(200);
    return res.body.data.id as string;
  };
  /** Uploads an image into one of the member's groups, as the library's upload button does. */
  const uploadInto = async (member: Member, groupId: string): Promise<string> => {
    const form = new FormData();
    form.append('group_id', groupId);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'cert.png');
    const res = await fetch(`${stack.api}/home/member.File/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const groupOfFile = async (member: Member, id: string) =>
    (await call(stack.api, '/home/member.File/list', { body: { ids: [id] }, token: member.token })).body
      .data[0].group_id as string | null;

  it('adds, renames and deletes its own group; the files of a deleted group become ungrouped', async () => {
    const added = await send(a, 'add', { label: ' 大豆证书 ', show_order: 2 });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ label: '大豆证书', show_order: 2 });
    const id = added.body.data.id as string;
    expect(await groupsOf(a)).toContainEqual(expect.objectContaining({ id, label: '大豆证书' }));
    expect((await groupsOf(b)).map((g) => g.id)).not.toContain(id);

    const renamed = await send(a, 'edit', { id, label: '质检报告', show_order: 1 });
    expect(renamed.status).toBe(200);
    expect((await groupsOf(a)).find((g) => g.id === id)?.label).toBe('质检报告');

    const file = await uploadInto(a, id);
    expect(await groupOfFile(a, file)).toBe(id);

    const deleted = await send(a, 'del', { id });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ ungrouped: 1 });
    expect((await groupsOf(a)).map((g) => g.id)).not.toContain(id);
    expect(await groupOfFile(a, file)).toBeNull();
  });

  it("answers 404 to another member's group id and changes nothing", async () => {
    const id = await addGroup(a, '合同');
    for (const [verb, body] of [
      ['edit', { id, label: '被改名' }],
      ['del', { id }],
    ] as const) {
      const res = await send(b, verb, body, 'en');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('File group not found');
    }
    expect((await groupsOf(a)).find((g) => g.id === id)?.label).toBe('合同');
  });

  it('refuses a second group of the same name, in the caller’s language', async () => {
    const id = await addGroup(a, '发票');
    const other = await addGroup(a, '装箱单');

    const dup = await send(a, 'add', { label: '发票' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('分组名称“发票”已存在');
    const renamed = await send(a, 'edit', { id: other, label: ' 发票' }, 'ru');
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe('Группа файлов «发票» уже существует');
    expect((await groupsOf(a)).filter((g) => g.label === '发票').map((g) => g.id)).toEqual([id]);

    // Names are per library: another member may use the same one; a group keeps its own name.
    expect((await send(b, 'add', { label: '发票' })).status).toBe(200);
    expect((await send(a, 'edit', { id, label: '发票', show_order: 3 })).status).toBe(200);
  });

  it('answers 400 naming the field for bad input, and adds nothing', async () => {
    const before = (await groupsOf(a)).length;
    for (const body of [{ label: '' }, { label: '   ' }, { label: 'x'.repeat(51) }, {}]) {
      const res = await send(a, 'add', body, 'en');
      expect(res.status).toBe(400);
      expect(res.body.data.fields[0].field).toBe('label');
      expect(res.body.message).toMatch(/^Invalid request: label/);
    }
    const badId = await send(a, 'edit', { id: 'nope', label: '证书' });
    expect(badId.status).toBe(400);
    expect(badId.body.data.fields[0].field).toBe('id');
    expect((await groupsOf(a)).length).toBe(before);
  });
});
