import type { Connection } from 'mongoose';
import { connectMongo } from '@trade/service-kit';
import { testServers, unique } from '@trade/service-kit/testing';
import { CompanyLookup } from '../registry/company-lookup';
import { LocalRegistry, LOCAL_REGISTRY_COMPANIES } from '../registry/local-registry';
import { Companies } from './companies';
import { companyModel } from './company.model';

const servers = testServers();
let connection: Connection;

beforeAll(async () => {
  connection = await connectMongo(servers.MONGO_URL, unique('test_member_companies'));
});

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
});

describe('a company profile filled in right after registering', () => {
  it('fills in the registration’s shell that lands while the form is being saved: one profile, no conflict', async () => {
    const model = companyModel(connection);
    await model.init();
    const memberId = unique('member');
    const member = { sub: memberId, kind: 'member' as const, roles: [], perms: [], memberId };
    // The registration's event is consumed while the form is checked with the registry,
    // between the form's read (no profile yet) and its write.
    class SlowRegistry extends LocalRegistry {
      override async info(keyword: string) {
        await companies.createShell(memberId, '注册时的公司名');
        return super.info(keyword);
      }
    }
    const companies: Companies = new Companies(
      model,
      { resolve: async () => [] },
      new CompanyLookup(new SlowRegistry('test')),
      () => {},
    );
    const company = LOCAL_REGISTRY_COMPANIES[0]!;
    const saved = await companies.add(
      member,
      { kind: 'member', sub: memberId },
      { name: company.name, creditCode: company.creditCode, contact: '王经理', phone: '13900001111' },
      'zh-cn',
    );
    expect(saved.verified).toBe(true);
    const profiles = await model.find({ memberId }).lean();
    expect(profiles).toHaveLength(1);
    expect(String(profiles[0]!._id)).toBe(saved.id);
    expect(profiles[0]).toMatchObject({ name: company.name, creditCode: company.creditCode, shell: false });
  });
});
