import mongoose, { type Connection } from 'mongoose';
import { testServers, unique } from '@trade/service-kit/testing';
import { DEFAULT_NAVIGATION, FIRST_FOOTER_KEYS, seedNavigation } from './nav-seed';
import { navGroupModel, type NavGroupModel } from './nav.model';

const text = (zh: string) => ({ 'zh-cn': zh, en: zh, ru: zh });

/** The footer group of a database seeded before its links, against the real MongoDB-compatible server. */
describe('the navigation seed on a database seeded before', () => {
  let connection: Connection;
  let groups: NavGroupModel;

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(testServers().MONGO_URL, { dbName: unique('test_navseed') })
      .asPromise();
    groups = navGroupModel(connection);
  });
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  const firstFooter = () =>
    FIRST_FOOTER_KEYS.map((key, i) => ({
      _id: new mongoose.Types.ObjectId().toString(),
      key,
      parentId: null,
      title: text(`承诺${i}`),
      url: '',
      target: '_self',
      sort: (i + 1) * 10,
    }));
  const footerLinks = async () =>
    ((await groups.findOne({ key: 'footer' }).lean())?.items ?? []).map((item) => [item.key, item.url]);

  it('gives a footer still holding the first promise texts the footer links', async () => {
    await groups.create({
      key: 'footer',
      code: 'footer',
      name: text('页脚服务承诺'),
      sort: 20,
      items: firstFooter(),
    });
    await seedNavigation(groups);
    expect(await footerLinks()).toEqual(
      DEFAULT_NAVIGATION.find((g) => g.key === 'footer')!.items.map((item) => [item.key, item.url]),
    );
    expect(await footerLinks()).toContainEqual(['privacy', '/privacy']);
    // The header is seeded whole.
    expect(await groups.exists({ key: 'header' })).toBeTruthy();
  });

  it('leaves a footer an admin gave a link or an item of their own', async () => {
    const withLink = firstFooter();
    withLink[0]!.url = '/about';
    await groups.updateOne({ key: 'footer' }, { $set: { items: withLink } });
    await seedNavigation(groups);
    expect((await footerLinks())[0]).toEqual(['allWeather', '/about']);

    const withOwn = [...firstFooter(), { ...firstFooter()[0]!, key: null, title: text('联系我们') }];
    await groups.updateOne({ key: 'footer' }, { $set: { items: withOwn } });
    await seedNavigation(groups);
    expect(await footerLinks()).toHaveLength(5);
  });
});
