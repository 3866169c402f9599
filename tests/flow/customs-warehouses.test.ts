import { serviceEnv } from '@trade/service-kit/testing';
import { buildCustoms } from '../../services/customs/src/app';
import { loadCustomsConfig } from '../../services/customs/src/config';
import { startTestGateway } from './identity-stack';
import {
  adminToken,
  call,
  PNG,
  registerMember,
  startMarketplaceStack,
  type MarketplaceStack,
} from './marketplace-stack';

const ID = 'a'.repeat(24);

/** A complete warehouse form (§3 fields plus place and city). */
const warehouseForm = (over: Record<string, unknown> = {}) => ({
  name: {
    'zh-cn': '同江铁路口岸仓库',
    en: 'Tongjiang rail port warehouse',
    ru: 'Склад ж/д перехода Тунцзян',
  },
  kind: 'general',
  province: '黑龙江省',
  city: '同江市',
  address: '口岸大街 1 号',
  lng: 132.51,
  lat: 47.65,
  area: 18000,
  storageFee: 0.6,
  rent: 21,
  handlingFee: 9.5,
  transferFee: 14,
  structure: 'steel',
  cargoType: 'bulk',
  shippingMethods: ['rail', 'road'],
  ...over,
});

describe('the warehouses of the portal map (customs service)', () => {
  let stack: MarketplaceStack;
  let customs: Awaited<ReturnType<typeof buildCustoms>>;
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let api: string;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    const filesUrl = stack.gateway.routes.upstreams.get('files')!.url;
    customs = await buildCustoms(loadCustomsConfig(serviceEnv('customs', { FILES_URL: filesUrl })), {
      outboxIntervalMs: 200,
    });
    const upstream = (name: string) => stack.gateway.routes.upstreams.get(name)!.url;
    gateway = await startTestGateway({
      auth: upstream('auth'),
      catalog: upstream('catalog'),
      files: filesUrl,
      notify: upstream('notify'),
      customs: (await customs.listen()).replace('0.0.0.0', '127.0.0.1'),
    });
    api = gateway.api;
    admin = await adminToken(api);
    member = (await registerMember(api, stack.redis, '仓储测试公司')).token;
  });
  afterAll(async () => {
    await gateway?.gateway.app.close();
    // This run's declaration index (its name follows the run's customs database).
    await customs?.declarationIndex.drop().catch(() => undefined);
    await customs?.close();
    await stack?.close();
  });

  const asAdmin = (path: string, body: Record<string, unknown> = {}, lang = 'zh-cn') =>
    call(api, path, { body, token: admin, lang });
  const get = async (path: string, lang = 'zh-cn') => {
    const res = await fetch(`${api}${path}`, { headers: { lang } });
    // The answers' shapes are the test's to check: `data` is read field by field.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as { data: any; message: string } };
  };

  it('starts a development platform with sample warehouses on the map', async () => {
    const list = await get('/wms/list.html?pageSize=500');
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThanOrEqual(6);
    const cities = list.body.data.rows.map((row: { city: string }) => row.city);
    expect(cities).toEqual(expect.arrayContaining(['满洲里市', '绥芬河市', '霍尔果斯市']));
  });

  it.each([
    ['/admin/wms.warehouse/page', {}],
    ['/admin/wms.warehouse/info', { id: ID }],
    ['/admin/wms.warehouse/add', warehouseForm()],
    ['/admin/wms.warehouse/edit', { id: ID, ...warehouseForm() }],
    ['/admin/wms.warehouse/changeStatus', { id: ID, status: 0 }],
    ['/admin/wms.warehouse/del', { id: ID }],
  ])('refuses a member token on %s with 403, and a visitor with 401', async (path, body) => {
    expect((await call(api, path, { body, token: member })).status).toBe(403);
    expect((await call(api, path, { body })).status).toBe(401);
  });

  it.each([
    [{ name: { 'zh-cn': '' } }, 'name.zh-cn'],
    [{ kind: 'castle' }, 'kind'],
    [{ lng: 200 }, 'lng'],
    [{ lat: -5 }, 'lat'],
    [{ area: 0 }, 'area'],
    [{ storageFee: -1 }, 'storageFee'],
    [{ structure: 'tent' }, 'structure'],
    [{ shippingMethods: ['teleport'] }, 'shippingMethods'],
    [{ phone: '<script>' }, 'phone'],
    [{ image: ID }, 'image'],
  ])('refuses a bad field with a 400 naming it, and stores nothing (%j)', async (over, field) => {
    const before = (await asAdmin('/admin/wms.warehouse/page')).body.data.total as number;
    const res = await asAdmin('/admin/wms.warehouse/add', warehouseForm(over));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.data.fields)).toContain(field);
    expect((await asAdmin('/admin/wms.warehouse/page')).body.data.total).toBe(before);
  });

  it('adds a warehouse with a library photo, shows it on the map in the reader language, hides and deletes it', async () => {
    const form = new FormData();
    form.append('scene', 'image');
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'warehouse.png');
    const upload = await fetch(`${api}/admin/sys.file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    const image = ((await upload.json()) as { data: { id: string } }).data.id;

    const add = await asAdmin('/admin/wms.warehouse/add', warehouseForm({ image, sortOrder: 100 }));
    expect(add.status).toBe(200);
    const id = add.body.data.id as string;

    const ru = await get('/wms/list.html?keyword=Тунцзян', 'ru');
    expect(ru.body.data.rows).toHaveLength(1);
    expect(ru.body.data.rows[0]).toMatchObject({
      id,
      name: 'Склад ж/д перехода Тунцзян',
      city: '同江市',
      lng: 132.51,
      storageFee: 0.6,
      shippingMethods: ['rail', 'road'],
    });
    const thumb = await get(`/wms/thumbUrl.html?id=${id}`);
    expect(thumb.body.data.thumbUrl).not.toBe('');
    const kinds = (await get('/wms/categoryList.html', 'en')).body.data as {
      id: string;
      name: string;
      count: number;
    }[];
    expect(kinds.find((k) => k.id === 'general')).toMatchObject({ name: 'General warehouse' });
    expect(kinds.find((k) => k.id === 'general')!.count).toBeGreaterThanOrEqual(2);
    const general = await get('/wms/list.html?kind=general&pageSize=500');
    expect(general.body.data.rows.every((row: { kind: string }) => row.kind === 'general')).toBe(true);
    // A keyword is text, never a pattern.
    expect((await get('/wms/list.html?keyword=.*')).body.data.total).toBe(0);

    await asAdmin('/admin/wms.warehouse/edit', { id, ...warehouseForm({ image, city: '抚远市' }) });
    expect((await asAdmin('/admin/wms.warehouse/info', { id })).body.data).toMatchObject({
      city: '抚远市',
      image,
    });

    expect((await asAdmin('/admin/wms.warehouse/changeStatus', { id, status: 0 })).status).toBe(200);
    expect((await get('/wms/list.html?keyword=Тунцзян', 'ru')).body.data.rows).toHaveLength(0);
    expect((await get(`/wms/thumbUrl.html?id=${id}`)).status).toBe(404);

    expect((await asAdmin('/admin/wms.warehouse/del', { id })).status).toBe(200);
    expect((await asAdmin('/admin/wms.warehouse/info', { id })).status).toBe(404);
  });

  it('answers bad portal queries with a 400, never a 5xx', async () => {
    for (const query of ['pageSize=0', 'pageSize=abc', 'kind=castle', 'pageNumber=-1']) {
      expect((await get(`/wms/list.html?${query}`)).status).toBe(400);
    }
    expect((await get('/wms/thumbUrl.html?id=../x')).status).toBe(400);
    expect((await get(`/wms/thumbUrl.html?id=${ID}`)).status).toBe(404);
  });
});
