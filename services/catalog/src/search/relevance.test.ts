import { searchClient } from '@trade/service-kit';
import { testServers, unique } from '@trade/service-kit/testing';
import type { Product } from '../model/product.model';
import { MarketplaceSearch } from './marketplace-search';
import { productDocument } from './search-documents';
import { SearchIndices } from './search-indices';

/**
 * Relevance of the public supply search on Chinese keywords: each fixture query has the
 * items a Chinese buyer expects, and the first page (10, best match first) must hold at
 * least 90 % of them on average (recall at 10).
 */
const day = 86_400_000;
const now = Date.now();

/** [name, category, description] of the fixture's supplies: related words and look-alikes side by side. */
const ITEMS: [string, string, string][] = [
  ['东北非转基因大豆', 'grain', '黑龙江新季大豆，蛋白含量高'],
  ['有机黄豆', 'grain', '适合做豆腐，豆浆'],
  ['一级大豆油', 'grain', '压榨工艺，食用油'],
  ['五常大米', 'grain', '稻花香2号，产地直发'],
  ['泰国茉莉香米', 'grain', '进口香米'],
  ['高筋面粉', 'grain', '适合做面包'],
  ['俄罗斯进口面粉', 'grain', '小麦粉，25公斤装'],
  ['玉米淀粉', 'grain', '食品级'],
  ['烟台红富士苹果', 'fruit', '脆甜多汁'],
  ['新疆阿克苏冰糖心苹果', 'fruit', '产地直供'],
  ['海南香蕉', 'fruit', '整箱批发'],
  ['云南高原土豆', 'fruit', '马铃薯，黄心'],
  ['冷冻带鱼', 'seafood', '舟山带鱼，整箱'],
  ['鲜活帝王蟹', 'seafood', '俄罗斯远东海域捕捞'],
  ['冷冻鳕鱼片', 'seafood', '去皮去骨'],
  ['内蒙古羔羊肉', 'meat', '冷鲜羊肉卷'],
  ['冷冻牛腩', 'meat', '进口牛肉'],
  ['樟子松原木', 'timber', '俄罗斯樟子松，直径30厘米以上'],
  ['白松板材', 'timber', '烘干板材'],
  ['橡木地板', 'timber', '实木地板'],
  ['墙面粉刷涂料', 'building', '内墙乳胶漆'],
  ['硅酸盐水泥', 'building', 'P.O 42.5'],
  ['螺纹钢', 'metal', 'HRB400，建筑用钢'],
  ['不锈钢板', 'metal', '304不锈钢'],
  ['电解铜', 'metal', '阴极铜，99.99%'],
  ['动力煤', 'coal', '发热量5500大卡'],
  ['焦煤', 'coal', '炼焦用煤'],
  ['0号柴油', 'oil', '国六标准'],
  ['液化天然气', 'oil', 'LNG槽车运输'],
  ['尿素', 'fertilizer', '含氮46%，农用化肥'],
  ['复合肥', 'fertilizer', '氮磷钾15-15-15'],
  ['聚乙烯颗粒', 'chemical', 'PE塑料原料'],
  ['挖掘机', 'machinery', '二手小松挖掘机'],
  ['柴油发电机组', 'machinery', '300千瓦'],
  ['汽车轮胎', 'vehicle', '全钢子午线轮胎'],
  ['新能源汽车电池', 'vehicle', '磷酸铁锂电池包'],
  ['锂电池电芯', 'electronics', '18650电芯'],
  ['液晶显示屏', 'electronics', '工业显示屏'],
  ['纯棉T恤', 'textile', '男士短袖'],
  ['羽绒服', 'textile', '白鸭绒'],
  ['不锈钢保温杯', 'daily', '真空保温，500毫升'],
  ['保温饭盒', 'daily', '多层便当盒'],
  ['一次性口罩', 'daily', '三层防护'],
  ['俄罗斯巧克力', 'food', '进口糖果'],
  ['东北蜂蜜', 'food', '椴树蜜'],
  ['绿茶', 'food', '明前龙井茶叶'],
  ['伏特加', 'food', '俄罗斯进口烈酒'],
  ['矿泉水', 'food', '天然饮用水'],
];

/** Each query, and the names of the items a reader expects among the first ten. */
const QUERIES: [string, string[]][] = [
  ['大豆', ['东北非转基因大豆', '一级大豆油']],
  ['豆油', ['一级大豆油']],
  ['大米', ['五常大米']],
  ['香米', ['泰国茉莉香米']],
  ['面粉', ['高筋面粉', '俄罗斯进口面粉']],
  ['苹果', ['烟台红富士苹果', '新疆阿克苏冰糖心苹果']],
  ['香蕉', ['海南香蕉']],
  ['土豆', ['云南高原土豆']],
  ['带鱼', ['冷冻带鱼']],
  ['帝王蟹', ['鲜活帝王蟹']],
  ['鳕鱼', ['冷冻鳕鱼片']],
  ['羊肉', ['内蒙古羔羊肉']],
  ['牛肉', ['冷冻牛腩']],
  ['樟子松', ['樟子松原木']],
  ['板材', ['白松板材']],
  ['地板', ['橡木地板']],
  ['水泥', ['硅酸盐水泥']],
  ['钢', ['螺纹钢', '不锈钢板', '不锈钢保温杯']],
  ['不锈钢', ['不锈钢板', '不锈钢保温杯']],
  ['铜', ['电解铜']],
  ['煤', ['动力煤', '焦煤']],
  ['柴油', ['0号柴油', '柴油发电机组']],
  ['天然气', ['液化天然气']],
  ['化肥', ['尿素', '复合肥']],
  ['挖掘机', ['挖掘机']],
  ['轮胎', ['汽车轮胎']],
  ['电池', ['新能源汽车电池', '锂电池电芯']],
  ['显示屏', ['液晶显示屏']],
  ['保温杯', ['不锈钢保温杯']],
  ['保温', ['不锈钢保温杯', '保温饭盒']],
  ['口罩', ['一次性口罩']],
  ['俄罗斯', ['俄罗斯进口面粉', '鲜活帝王蟹', '樟子松原木', '俄罗斯巧克力', '伏特加']],
  ['蜂蜜', ['东北蜂蜜']],
  ['茶叶', ['绿茶']],
  ['水果', ['烟台红富士苹果', '新疆阿克苏冰糖心苹果', '海南香蕉', '云南高原土豆']],
  ['木材', ['樟子松原木', '白松板材', '橡木地板']],
];

const indices = new SearchIndices(searchClient(testServers()), `${unique('test_relevance')}_`);
const search = new MarketplaceSearch(indices);
const idByName = new Map<string, string>();

beforeAll(async () => {
  await indices.ensure();
  const body = ITEMS.flatMap(([name, categoryId, description], i) => {
    const id = (i + 1).toString(16).padStart(24, '0');
    idByName.set(name, id);
    const doc = {
      _id: id,
      memberId: 'seller',
      name,
      description,
      brand: '',
      price: 100,
      quantity: 100,
      unit: 'ton',
      validUntil: new Date(now + 30 * day),
      categoryId,
      country: 'CN',
      gallery: [],
      sortOrder: 0,
      visible: true,
      status: 'open',
      auditStatus: 'approved',
      deletedAt: null,
      createdAt: new Date(now - i * 1000),
      updatedAt: new Date(now - i * 1000),
    } as unknown as Product;
    return [{ index: { _id: id } }, productDocument('supply', doc, false)];
  });
  await indices.client.bulk({ index: indices.alias('supplies'), refresh: true, body });
});
afterAll(async () => {
  await indices.dropAll();
  await indices.client.close();
});

describe('Chinese keyword relevance', () => {
  it(`finds the expected items among the first ten for ${QUERIES.length} queries (recall at 10 ≥ 0.9)`, async () => {
    const misses: string[] = [];
    let sum = 0;
    for (const [keyword, expected] of QUERIES) {
      const { rows } = await search.page('supply', {
        keyword,
        sort: 'relevance',
        pageNumber: 1,
        pageSize: 10,
      });
      const found = new Set(rows.map((row) => row.id));
      const hits = expected.filter((name) => found.has(idByName.get(name)!));
      sum += hits.length / expected.length;
      if (hits.length < expected.length)
        misses.push(`${keyword}: missing ${expected.filter((name) => !hits.includes(name)).join(', ')}`);
    }
    const recall = sum / QUERIES.length;
    console.log(
      `recall@10 over ${QUERIES.length} Chinese queries: ${recall.toFixed(3)}${misses.length ? `\n${misses.join('\n')}` : ''}`,
    );
    expect(QUERIES.length).toBeGreaterThanOrEqual(30);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });
});
