import { PERMISSIONS as P } from '@trade/contracts';
import { DEFAULT_MENUS, RETITLED, apiOf, seedPermsUpdate } from './menu-seed';

const seedOf = (key: string) =>
  DEFAULT_MENUS.flatMap((m) => [m, ...(m.children ?? [])]).find((m) => m.key === key)!.perms!;
const supplySeed = seedOf('market.supply');

describe('default menu perms', () => {
  it('gives the marketplace review menus every action their screens call', () => {
    expect(supplySeed).toEqual([
      P.marketSupplyPage,
      P.marketSupplyInfo,
      P.marketSupplyAudit,
      P.marketSupplyChangeStatus,
      P.marketSupplyInquiryList,
      P.marketSupplySave,
    ]);
    expect(seedOf('market.demand')).toEqual([
      P.marketDemandPage,
      P.marketDemandInfo,
      P.marketDemandAudit,
      P.marketDemandChangeStatus,
      P.marketDemandQuoteList,
      P.marketDemandSave,
      P.marketDemandQuote,
    ]);
  });

  it('names the catalog endpoints behind the marketplace perms', () => {
    expect(apiOf(P.marketSupplyAudit)).toBe('POST /admin/product.supply/audit');
    expect(apiOf(P.marketDemandQuoteList)).toBe('POST /admin/product.demand/quoteList');
    expect(apiOf(P.marketDemandSave)).toBe('POST /admin/product.demand/save');
    expect(apiOf(P.marketDemandQuote)).toBe('POST /admin/product.demand/quote');
    expect(apiOf('sys/user/page')).toBe('POST /admin/sys.user/page');
  });

  it('names the member service endpoints behind the company, filing and contract review perms', () => {
    expect(seedOf('member.company').map(apiOf)).toEqual([
      'POST /admin/member.company/page',
      'POST /admin/member.company/info',
      'POST /admin/member.company/review',
    ]);
    expect(apiOf(P.memberRecordReview)).toBe('POST /admin/member.record/review');
    expect(seedOf('member.contract').map(apiOf)).toEqual([
      'POST /admin/member.contract/page',
      'POST /admin/member.contract/info',
      'POST /admin/member.contract/review',
    ]);
  });
  it('gives the customs menus the unmatched list and the message upload, on the customs endpoints', () => {
    expect(seedOf('kj.unmatched').map(apiOf)).toEqual([
      'POST /admin/kj.unmatched/page',
      'POST /admin/kj.unmatched/info',
    ]);
    expect(seedOf('kj.message').map(apiOf)).toEqual([
      'POST /admin/kj.message/upload',
      'POST /admin/kj.message/page',
    ]);
  });
});

describe('seed perms on a menu that already exists', () => {
  const legacySupply = {
    perms: [P.marketSupplyPage],
    apis: ['POST /admin/market.supply/page'],
  };

  it('adds the perms added since a menu was first seeded, with their APIs, once', () => {
    const update = seedPermsUpdate(supplySeed, legacySupply)!;
    expect(update.perms).toEqual(supplySeed);
    expect(update.apis).toEqual([
      'POST /admin/market.supply/page',
      'POST /admin/product.supply/info',
      'POST /admin/product.supply/audit',
      'POST /admin/product.supply/changeStatus',
      'POST /admin/product.supply/inquiryList',
      'POST /admin/product.supply/save',
    ]);
    expect(update.seededPerms).toEqual(supplySeed);
    expect(seedPermsUpdate(supplySeed, update)).toBeNull();
  });

  it('keeps a perm an admin removed after it was offered, and perms an admin added', () => {
    const edited = {
      perms: [P.marketSupplyPage, 'extra/x/y'],
      apis: [],
      seededPerms: supplySeed,
    };
    expect(seedPermsUpdate(supplySeed, edited)).toBeNull();
  });

  it("offers the save on a member's behalf to a menu seeded before it existed, once", () => {
    const before = supplySeed.filter((perm) => perm !== P.marketSupplySave);
    const seeded = { perms: before, apis: before.map(apiOf), seededPerms: before };
    const update = seedPermsUpdate(supplySeed, seeded)!;
    expect(update.perms).toEqual(supplySeed);
    expect(update.apis).toContain('POST /admin/product.supply/save');
    expect(seedPermsUpdate(supplySeed, update)).toBeNull();
  });

  it('does not re-add first-release perms an admin removed before offers were recorded', () => {
    const userSeed = seedOf('system.user');
    const edited = { perms: ['sys/user/page'], apis: [] };
    const update = seedPermsUpdate(userSeed, edited)!;
    expect(update.perms).toEqual(['sys/user/page']);
    expect(update.seededPerms).toEqual(userSeed);
  });
});

describe('seeded menu titles', () => {
  const all = DEFAULT_MENUS.flatMap((m) => [m, ...(m.children ?? [])]);

  it('gives member accounts a Russian side-menu title that fits, replacing the first seed’s unless renamed', () => {
    expect(all.find((m) => m.key === 'system.memberAccount')!.title.ru).toBe('Участники');
    expect(RETITLED['system.memberAccount']).toEqual({ lang: 'ru', from: 'Учётные записи участников' });
  });
});
