import mongoose, { type Connection } from 'mongoose';
import { CONTRACT_STATUSES, WAREHOUSE_CARGO_TYPES, WAREHOUSE_STRUCTURES } from '@trade/contracts';
import { testServers, unique } from '@trade/service-kit/testing';
import { DEFAULT_DICTIONARIES, DICT_SEED_REVISION, seedDictionaries } from './dict-seed';
import { dictModels, type DictModels } from './dict.models';

const seedOf = (code: string) => DEFAULT_DICTIONARIES.find((c) => c.code === code)!;
const codesOf = (code: string) => seedOf(code).items.map(([item]) => item);

describe('the dictionary seed', () => {
  it('offers the codes the services store, for contract states, warehouse structures and cargo types', () => {
    expect(codesOf('contract_status')).toEqual([...CONTRACT_STATUSES]);
    expect(codesOf('warehouse_structure')).toEqual([...WAREHOUSE_STRUCTURES]);
    expect(codesOf('cargo_type')).toEqual([...WAREHOUSE_CARGO_TYPES]);
  });

  it('labels every class and item in zh-cn, en and ru', () => {
    for (const seed of DEFAULT_DICTIONARIES) {
      expect(seed.name.every((text) => text.trim().length > 0)).toBe(true);
      for (const [code, ...labels] of seed.items) {
        expect([code, labels.filter((text) => text.trim().length > 0).length]).toEqual([code, 3]);
      }
    }
  });
});

/** A database seeded by the first seed, against the real MongoDB-compatible server. */
describe('the dictionary seed on a database seeded before', () => {
  let connection: Connection;
  let models: DictModels;

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(testServers().MONGO_URL, { dbName: unique('test_dictseed') })
      .asPromise();
    models = dictModels(connection);
    await Promise.all([models.classes.init(), models.items.init()]);
    // The first seed's classes and codes, as a database started before the correction holds them.
    const first: Record<string, Array<[string, string]>> = {
      contract_status: [
        ['draft', '草稿'],
        ['pending', '待审核'],
        ['filed', '已备案'],
        ['executing', '执行中'],
        ['completed', '已完成'],
        ['rejected', '已驳回'],
      ],
      warehouse_structure: [
        ['steel', '钢结构'],
        ['brick', '砖混结构'],
        ['concrete', '框架结构'],
        ['open_yard', '露天堆场'],
      ],
      cargo_type: [
        ['general', '普通货物'],
        ['cold_chain', '冷链货物'],
        ['dangerous', '危险品'],
        ['bulk', '大宗散货'],
        ['ecommerce', '跨境电商货物'],
        // An item an admin added stays as it is.
        ['reefer_container', '冷藏集装箱'],
      ],
    };
    for (const [index, [classCode, items]] of Object.entries(first).entries()) {
      await models.classes.create({
        class_code: classCode,
        class_name: { 'zh-cn': classCode },
        show_order: index,
      });
      await models.items.insertMany(
        items.map(([code, zh], order) => ({
          class_code: classCode,
          dict_code: code,
          dict_value: { 'zh-cn': zh, en: '', ru: '' },
          show_order: (order + 1) * 10,
        })),
      );
    }
  });
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  /** The offered items of a class, in show order, as code and labels. */
  const offered = async (classCode: string) =>
    (await models.items.find({ class_code: classCode, status: 1 }).sort({ show_order: 1 }).lean()).map(
      (item) => item.dict_code,
    );

  it('gives the classes the services’ codes, with their labels, hiding a code no service stores', async () => {
    await seedDictionaries(models);
    expect(await offered('contract_status')).toEqual([...CONTRACT_STATUSES]);
    expect(await offered('warehouse_structure')).toEqual([...WAREHOUSE_STRUCTURES]);
    expect(await offered('cargo_type')).toEqual([...WAREHOUSE_CARGO_TYPES, 'reefer_container']);
    const approved = await models.items
      .findOne({ class_code: 'contract_status', dict_code: 'approved' })
      .lean();
    expect(approved?.dict_value).toEqual({ 'zh-cn': '已审核', en: 'Approved', ru: 'Одобрен' });
    const open = await models.items.findOne({ class_code: 'warehouse_structure', dict_code: 'open' }).lean();
    expect(open?.dict_value).toEqual({ 'zh-cn': '露天堆场', en: 'Open yard', ru: 'Открытая площадка' });
    const ecommerce = await models.items.findOne({ class_code: 'cargo_type', dict_code: 'ecommerce' }).lean();
    expect(ecommerce?.status).toBe(0);
    const classes = await models.classes.find({}).lean();
    expect(classes.every((c) => c.seed_revision === DICT_SEED_REVISION)).toBe(true);
    // The classes missing altogether are seeded whole.
    expect(await offered('unit')).toEqual(codesOf('unit'));
  });

  it('corrects once: what an admin changes afterwards stays', async () => {
    await models.items.deleteOne({ class_code: 'contract_status', dict_code: 'terminated' });
    await models.items.updateOne(
      { class_code: 'cargo_type', dict_code: 'ecommerce' },
      { $set: { status: 1 } },
    );
    await seedDictionaries(models);
    expect(await offered('contract_status')).not.toContain('terminated');
    expect(await offered('cargo_type')).toContain('ecommerce');
  });
});
