import { call, type IdentityStack } from './identity-stack';
import { adminToken, auditLines, memberToken, startSettingsStack } from './sys-settings-helpers';

const DICT_VERBS = [
  ...['page', 'select', 'info', 'add', 'edit', 'changeStatus', 'showOrder', 'del'].map(
    (v) => `/admin/sys.dictItem/${v}`,
  ),
  ...['list', 'info', 'add', 'edit', 'del'].map((v) => `/admin/sys.dictClass/${v}`),
];

/** Dictionaries through the real gateway: every §7 verb of sys.dictClass and sys.dictItem, and getDictList. */
describe('dictionaries through the gateway', () => {
  let stack: IdentityStack;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    stack = await startSettingsStack();
    admin = await adminToken(stack.api);
    member = await memberToken(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const as = (token: string) => (path: string, body: unknown, lang?: string) =>
    call(stack.api, path, { body, token, lang });

  it('seeds the classes the forms read, with their items in show order, at start', async () => {
    const classes = await as(admin)('/admin/sys.dictClass/list', {});
    expect(classes.status).toBe(200);
    const codes = classes.body.data.map((c: { class_code: string }) => c.class_code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'unit',
        'currency',
        'ownership_type',
        'contract_status',
        'declaration_status',
        'warehouse_structure',
        'cargo_type',
        'shipping_method',
      ]),
    );
    const units = await call(stack.api, '/home/Basic/getDictList', {
      body: { class_code: 'unit', pageSize: 1000 },
    });
    expect(units.status).toBe(200);
    expect(units.body.data.rows.map((r: { dict_code: string }) => r.dict_code)).toEqual([
      'box',
      'piece',
      'kilogram',
      'unit',
      'strip',
      'ton',
    ]);
    expect(units.body.data.rows[0]).toMatchObject({ dict_code: 'box', dict_value: '箱' });
    const ru = await call(stack.api, '/home/Basic/getDictList', { body: { class_code: 'unit' }, lang: 'ru' });
    expect(ru.body.data.rows[5]).toMatchObject({ dict_code: 'ton', dict_value: 'тонна' });
  });

  it.each(DICT_VERBS)('refuses a member token on %s with 403', async (path) => {
    const res = await as(member)(path, { id: 'x', class_code: 'unit' });
    expect(res.status).toBe(403);
  });

  it.each([
    ['/admin/sys.dictClass/add', { class_code: 'bad code!', class_name: '坏' }, 'class_code'],
    ['/admin/sys.dictClass/add', { class_code: 'ok_code' }, 'class_name'],
    ['/admin/sys.dictClass/edit', { class_code: 'ok', class_name: '好' }, 'id'],
    ['/admin/sys.dictClass/info', {}, 'id'],
    ['/admin/sys.dictClass/del', {}, 'id'],
    ['/admin/sys.dictItem/add', { class_code: 'unit', dict_value: '托' }, 'dict_code'],
    ['/admin/sys.dictItem/add', { class_code: 'unit', dict_code: 'pallet', dict_value: '' }, 'dict_value'],
    ['/admin/sys.dictItem/edit', { class_code: 'unit', dict_code: 'x', dict_value: 'x' }, 'id'],
    ['/admin/sys.dictItem/changeStatus', { id: 'x', status: 5 }, 'status'],
    ['/admin/sys.dictItem/showOrder', { id: 'x', show_order: 'first' }, 'show_order'],
    ['/admin/sys.dictItem/select', {}, 'class_code'],
    ['/admin/sys.dictItem/info', {}, 'id'],
    ['/admin/sys.dictItem/del', {}, 'id'],
    ['/admin/sys.dictItem/page', { pageNumber: 0 }, 'pageNumber'],
    ['/home/Basic/getDictList', { class_code: 'unit', pageSize: 5000 }, 'pageSize'],
  ])('answers bad input on %s with 400 naming the field (case %#)', async (path, body, field) => {
    const res = await as(admin)(path, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.data)).toContain(field);
  });

  it('adds, edits, orders, disables and deletes an item and a class; getDictList follows; each change is audited', async () => {
    const dict = as(admin);
    const added = await dict('/admin/sys.dictClass/add', {
      class_code: 'pack_kind',
      class_name: '包装方式',
      labels: { en: 'Packing', ru: 'Упаковка' },
    });
    expect(added.status).toBe(200);
    const classId = added.body.data.id as string;
    expect(
      (await dict('/admin/sys.dictClass/add', { class_code: 'pack_kind', class_name: '重复' })).status,
    ).toBe(409);

    const wooden = await dict('/admin/sys.dictItem/add', {
      class_code: 'pack_kind',
      dict_code: 'wooden',
      dict_value: '木箱',
      labels: { en: 'Wooden case' },
      show_order: 20,
    });
    const carton = await dict('/admin/sys.dictItem/add', {
      class_code: 'pack_kind',
      dict_code: 'carton',
      dict_value: '纸箱',
      show_order: 10,
    });
    expect([wooden.status, carton.status]).toEqual([200, 200]);
    const woodenId = wooden.body.data.id as string;
    const cartonId = carton.body.data.id as string;
    const unknownClass = await dict('/admin/sys.dictItem/add', {
      class_code: 'nope',
      dict_code: 'a',
      dict_value: 'a',
    });
    expect(unknownClass.status).toBe(400);
    expect(unknownClass.body.data.fields[0].field).toBe('class_code');
    const dup = await dict('/admin/sys.dictItem/add', {
      class_code: 'pack_kind',
      dict_code: 'carton',
      dict_value: 'x',
    });
    expect(dup.status).toBe(409);

    const list = async (lang = 'zh-cn') =>
      (await call(stack.api, '/home/Basic/getDictList', { body: { class_code: 'pack_kind' }, lang })).body
        .data;
    expect((await list()).rows).toEqual([
      { dict_code: 'carton', dict_value: '纸箱', show_order: 10 },
      { dict_code: 'wooden', dict_value: '木箱', show_order: 20 },
    ]);
    // English falls back to the zh-cn label where none was given.
    expect((await list('en')).rows.map((r: { dict_value: string }) => r.dict_value)).toEqual([
      '纸箱',
      'Wooden case',
    ]);

    expect((await dict('/admin/sys.dictItem/showOrder', { id: woodenId, show_order: 1 })).status).toBe(200);
    expect((await list()).rows.map((r: { dict_code: string }) => r.dict_code)).toEqual(['wooden', 'carton']);

    const edited = await dict('/admin/sys.dictItem/edit', {
      id: cartonId,
      class_code: 'pack_kind',
      dict_code: 'carton',
      dict_value: '瓦楞纸箱',
      labels: { en: 'Carton', ru: 'Картон' },
      show_order: 10,
    });
    expect(edited.status).toBe(200);
    const info = await dict('/admin/sys.dictItem/info', { id: cartonId }, 'ru');
    expect(info.body.data).toMatchObject({
      dict_code: 'carton',
      dict_value: 'Картон',
      labels: { 'zh-cn': '瓦楞纸箱', en: 'Carton', ru: 'Картон' },
      status: 1,
    });

    // A disabled item leaves the public list, but the admin's select and page still show it.
    expect((await dict('/admin/sys.dictItem/changeStatus', { id: woodenId, status: 0 })).status).toBe(200);
    expect((await list()).rows.map((r: { dict_code: string }) => r.dict_code)).toEqual(['carton']);
    const select = await dict('/admin/sys.dictItem/select', { class_code: 'pack_kind' });
    expect(select.body.data.map((r: { dict_code: string }) => r.dict_code)).toEqual(['wooden', 'carton']);
    const paged = await dict('/admin/sys.dictItem/page', {
      pageNumber: 1,
      pageSize: 20,
      search_params: { class_code: 'pack_kind', 'status@=': 0 },
    });
    expect(paged.body.data).toMatchObject({ total: 1, rows: [{ dict_code: 'wooden', status: 0 }] });

    // A class with items is not deleted; renaming it carries the items along.
    expect((await dict('/admin/sys.dictClass/del', { id: classId })).status).toBe(409);
    const renamed = await dict('/admin/sys.dictClass/edit', {
      id: classId,
      class_code: 'packing',
      class_name: '包装方式',
    });
    expect(renamed.status).toBe(200);
    const classInfo = await dict('/admin/sys.dictClass/info', { id: classId }, 'en');
    expect(classInfo.body.data).toMatchObject({
      class_code: 'packing',
      class_name: '包装方式',
      item_count: 2,
    });
    expect((await list()).total).toBe(0);

    for (const id of [woodenId, cartonId])
      expect((await dict('/admin/sys.dictItem/del', { id })).status).toBe(200);
    expect((await dict('/admin/sys.dictItem/info', { id: woodenId })).status).toBe(404);
    expect((await dict('/admin/sys.dictClass/del', { id: classId })).status).toBe(200);
    expect((await dict('/admin/sys.dictClass/info', { id: classId })).status).toBe(404);

    const edits = await auditLines(stack.api, admin, 'sys.dictItem.edit');
    expect(edits.find((l) => l.subject === cartonId)).toMatchObject({
      before: { dict_value: { 'zh-cn': '纸箱' } },
      after: { dict_value: { 'zh-cn': '瓦楞纸箱', en: 'Carton' } },
    });
    const statuses = await auditLines(stack.api, admin, 'sys.dictItem.changeStatus');
    expect(statuses.find((l) => l.subject === woodenId)).toMatchObject({
      before: { status: 1 },
      after: { status: 0 },
    });
    for (const action of [
      'sys.dictClass.add',
      'sys.dictClass.edit',
      'sys.dictClass.del',
      'sys.dictItem.add',
      'sys.dictItem.showOrder',
      'sys.dictItem.del',
    ])
      expect((await auditLines(stack.api, admin, action)).length).toBeGreaterThan(0);
  });
});
