import { call } from './identity-stack';
import {
  adminToken,
  demandForm,
  registerMember,
  startMarketplaceStack,
  supplyForm,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

/**
 * Supply and demand units are the back office's `unit` dictionary: a unit an admin adds is
 * accepted, a disabled one refused with a localised message naming the field.
 */
describe('units of supply and demand come from the unit dictionary', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let member: Member;
  const suffix = Date.now().toString(36);
  const pallet = `pallet_${suffix}`;
  let palletId: string;

  beforeAll(async () => {
    // No cache between the calls of this file: each step sees the dictionary as it is.
    stack = await startMarketplaceStack({ catalogEnv: { UNIT_DICT_CACHE_MS: '0' } });
    admin = await adminToken(stack.api);
    member = await registerMember(stack.api, stack.redis, `托盘贸易${suffix}`);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const post = (path: string, body: unknown, lang = 'zh-cn') =>
    call(stack.api, path, {
      body: { ...supplyForm({ gallery: member.gallery }), ...(body as object) },
      token: member.token,
      lang,
    });

  it('refuses a unit the dictionary does not have, naming the field in each language', async () => {
    for (const [lang, message] of [
      ['zh-cn', `计量单位“${pallet}”不存在或已停用`],
      ['en', `The unit “${pallet}” does not exist or is disabled`],
      ['ru', `Единица измерения «${pallet}» не существует или отключена`],
    ]) {
      const res = await post('/home/member.Supply/add', { unit: pallet }, lang);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(JSON.stringify(res.body.data)).toContain('"field":"unit"');
    }
    const own = await call(stack.api, '/home/member.Supply/page', { body: {}, token: member.token });
    expect(own.body.data.total).toBe(0);
  });

  it('accepts a unit an admin adds to the dictionary, for supply and demand', async () => {
    const added = await call(stack.api, '/admin/sys.dictItem/add', {
      body: {
        class_code: 'unit',
        dict_code: pallet,
        dict_value: '托',
        labels: { en: 'pallet', ru: 'поддон' },
      },
      token: admin,
    });
    expect(added.status).toBe(200);
    palletId = added.body.data.id as string;
    const supply = await post('/home/member.Supply/add', { unit: pallet });
    expect(supply.status).toBe(200);
    expect(supply.body.data.unit).toBe(pallet);
    const demand = await call(stack.api, '/home/member.Demand/add', {
      body: demandForm({ unit: pallet }),
      token: member.token,
    });
    expect(demand.status).toBe(200);
  });

  it('refuses a unit an admin disabled, and takes it again once enabled', async () => {
    const disabled = await call(stack.api, '/admin/sys.dictItem/changeStatus', {
      body: { id: palletId, status: 0 },
      token: admin,
    });
    expect(disabled.status).toBe(200);
    const refused = await post('/home/member.Supply/add', { unit: pallet }, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`The unit “${pallet}” does not exist or is disabled`);
    expect(JSON.stringify(refused.body.data)).toContain('"field":"unit"');
    // The seeded units stay as they were.
    expect((await post('/home/member.Supply/add', { unit: 'ton' })).status).toBe(200);

    await call(stack.api, '/admin/sys.dictItem/changeStatus', {
      body: { id: palletId, status: 1 },
      token: admin,
    });
    expect((await post('/home/member.Supply/add', { unit: pallet })).status).toBe(200);
  });
});
