import type { Connection } from 'mongoose';
import { connectMongo } from '@trade/service-kit';
import { TEST_INTERNAL_SECRET, testServers, unique } from '@trade/service-kit/testing';
import { CompanyDirectory, companyCodesModel, MemberCompanies } from './company-codes';

const servers = testServers();
let connection: Connection;
let directory: CompanyDirectory;

/** Codes as `refresh` keeps them from a member's company profile. */
const profile = (memberId: string, creditCode: string, customsCode: string, approved = true) => ({
  _id: `profile-${memberId}`,
  memberId,
  creditCode,
  customsCode,
  codes: [creditCode, customsCode].filter(Boolean),
  approved,
});

beforeAll(async () => {
  connection = await connectMongo(servers.MONGO_URL, unique('test_customs_company_codes'));
  const model = companyCodesModel(connection);
  await model.init();
  await model.insertMany([
    profile('xinglan', '91440300MA5XINGL4B', '4403960H9W'),
    // Two members whose profiles give the same customs code (a group's companies, or a typo).
    profile('twin-a', '91440300MA5TWINA01', '4403961TWN'),
    profile('twin-b', '91440300MA5TWINB02', '4403961TWN'),
    // A profile not yet approved names no document.
    profile('pending', '91440300MA5PENDN03', '4403960H9W', false),
  ]);
  // Matching reads the codes kept locally; the member service is never asked here.
  const members = new MemberCompanies({
    baseUrl: 'http://127.0.0.1:9',
    internalSecret: TEST_INTERNAL_SECRET,
    timeoutMs: 1000,
  });
  directory = new CompanyDirectory(model, members);
});

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
});

describe('matching a document’s party codes to a member', () => {
  it('finds the member by its unified social credit code as well as its customs code, in any case', async () => {
    for (const code of ['91440300MA5XINGL4B', '91440300ma5xingl4b', '4403960H9W', ' 4403960h9w ']) {
      expect(await directory.match([code])).toMatchObject({ kind: 'member', memberId: 'xinglan' });
    }
  });

  it('names no member for a code two members’ approved profiles give, and says which', async () => {
    const match = await directory.match(['4403961TWN']);
    expect(match).toMatchObject({ kind: 'ambiguous', code: '4403961TWN' });
    expect(match.kind === 'ambiguous' && [...match.memberIds].sort()).toEqual(['twin-a', 'twin-b']);
    // Each twin's own credit code still names it alone.
    expect(await directory.match(['91440300MA5TWINB02'])).toMatchObject({
      kind: 'member',
      memberId: 'twin-b',
    });
  });

  it('decides by the first party code a member gives: an ambiguous one is not passed over', async () => {
    expect(await directory.match(['', '1101980ZZZ', '4403960H9W', '4403961TWN'])).toMatchObject({
      kind: 'member',
      memberId: 'xinglan',
    });
    expect(await directory.match(['4403961TWN', '4403960H9W'])).toMatchObject({ kind: 'ambiguous' });
    expect(await directory.match(['1101980ZZZ', ''])).toEqual({ kind: 'none' });
  });
});
