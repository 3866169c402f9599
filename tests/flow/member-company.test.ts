import { waitFor } from '@trade/service-kit/testing';
import { ADMIN, adminToken, call, registerMember, type Member } from './marketplace-stack';
import { startMemberStack, type MemberStack } from './member-stack';

/** The local registry's company the first member is (services/member/src/registry/local-registry.ts). */
const MOHE = { name: '漠河边贸有限公司', creditCode: '91232700MA1BT0001C' };
/** A registered code the local registry does not know. */
const UNKNOWN_CODE = '91350100M000100Y43';

interface AuditRow {
  action: string;
  subject: string;
  actor?: { kind?: string; sub?: string; name?: string };
  data?: Record<string, unknown>;
}

/** The rest of a profile form, as a member types it. */
const profileExtras = {
  customsCode: '2327960123',
  region: ['230000', '232700', '232701'],
  regionName: '黑龙江省/大兴安岭地区/漠河市',
  contact: '王经理',
  phone: '13900001111',
  email: 'trade@mohe.example.com',
};

describe('company profile and company filing (member service, through the gateway)', () => {
  let stack: MemberStack;
  let api: string;
  let admin: string;
  let a: Member;
  let b: Member;
  let companyId: string;
  let recordId: string;

  beforeAll(async () => {
    stack = await startMemberStack();
    api = stack.api;
    admin = await adminToken(api);
    a = await registerMember(api, stack.redis, MOHE.name);
    b = await registerMember(api, stack.redis, '同江口岸贸易');
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  const as = (who: { token: string }, path: string, body: Record<string, unknown> = {}, lang = 'zh-cn') =>
    call(api, path, { body, token: who.token, lang });
  const asAdmin = (path: string, body: Record<string, unknown> = {}) =>
    call(api, path, { body, token: admin });
  const auditLine = (action: string, subject: string) =>
    waitFor(
      async () => {
        const res = await call(api, `/system/log/list?action=${action}&subject=${subject}&pageSize=50`, {
          token: admin,
        });
        return (res.body.data?.rows as AuditRow[] | undefined)?.[0];
      },
      30_000,
      `the ${action} audit line of ${subject}`,
    );

  it('starts from an empty profile shell named as the member registered, and no filing', async () => {
    const shell = await waitFor(
      async () => (await as(a, '/member.memberInfo/info')).body.data ?? undefined,
      // Fresh consumer groups read the shared topics from their start first: allow for it.
      90_000,
      'the profile shell made at registration',
    );
    expect(shell).toMatchObject({ shell: true, name: MOHE.name, creditCode: '', verified: false });
    expect((await as(a, '/home/member.Record/info')).body.data).toBeNull();
    // The registration event delivered again makes no second shell and changes none.
    const again = await as(a, '/member.memberInfo/info');
    expect(again.body.data.id).toBe(shell.id);
  }, 120_000);

  /** MOHE's code with a wrong check character, and what each language says of it. */
  const WRONG_CHECK_DIGIT = `${MOHE.creditCode.slice(0, 17)}D`;
  const CHECK_DIGIT_MESSAGES: Record<string, string> = {
    'zh-cn': '统一社会信用代码校验位错误，请核对后重新输入',
    en: 'The check character of the unified social credit code is wrong: please check the code',
    ru: 'Неверный контрольный символ единого кода социального кредита: проверьте код',
  };

  it('refuses a credit code with a wrong check character, in each language, and stores nothing', async () => {
    for (const [lang, message] of Object.entries(CHECK_DIGIT_MESSAGES)) {
      const res = await as(
        a,
        '/member.memberInfo/add',
        { name: MOHE.name, creditCode: WRONG_CHECK_DIGIT },
        lang,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.data).toMatchObject({
        errorId: 'CREDIT_CODE_CHECK',
        fields: [{ field: 'creditCode', message }],
      });
    }
    const malformed = await as(a, '/member.memberInfo/add', { name: MOHE.name, creditCode: '12345' }, 'en');
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.errorId).toBe('CREDIT_CODE_FORMAT');
    const blank = await as(a, '/member.memberInfo/add', { name: MOHE.name, creditCode: '' }, 'en');
    expect(blank.body.message).toBe('Please enter the unified social credit code');
    const customs = await as(a, '/member.memberInfo/add', { ...MOHE, customsCode: '123' }, 'en');
    expect(customs.body.data.errorId).toBe('CUSTOMS_CODE_FORMAT');
    expect((await as(a, '/member.memberInfo/info')).body.data).toMatchObject({ shell: true, creditCode: '' });
    expect(
      (
        await asAdmin('/admin/member.company/page', {
          filters: [{ field: 'memberId', op: '=', value: a.memberId }],
        })
      ).body.data.total,
    ).toBe(0);
  });

  it('fills the profile from the registry lookup, and the profile is verified', async () => {
    const search = await as(a, '/member.memberInfo/tycSearch', { keyword: '漠河' });
    expect(search.status).toBe(200);
    expect(search.body.data.rows).toEqual([
      expect.objectContaining({ name: MOHE.name, creditCode: MOHE.creditCode }),
    ]);
    const found = await as(a, '/member.memberInfo/tycInfo', { code: search.body.data.rows[0].creditCode });
    expect(found.status).toBe(200);
    const c = found.body.data;
    expect(c).toMatchObject({ name: MOHE.name, legalPerson: '李北辰', establishedAt: '2016-05-18' });

    const add = await as(a, '/member.memberInfo/add', {
      name: c.name,
      nameEn: c.nameEn,
      creditCode: c.creditCode,
      legalPerson: c.legalPerson,
      registeredCapital: c.registeredCapital,
      establishedAt: c.establishedAt,
      address: c.address,
      businessScope: c.businessScope,
      logo: a.gallery[0],
      licence: a.gallery[1],
      ...profileExtras,
    });
    expect(add.status).toBe(200);
    expect(add.body.data.verified).toBe(true);
    companyId = add.body.data.id;
    // The shell made at registration is what was filled in: one profile, the same id.
    const shellId = (await as(a, '/member.memberInfo/info')).body.data.id;
    expect(shellId).toBe(companyId);
    expect((await as(a, '/member.memberInfo/add', { ...MOHE })).body.data.errorId).toBe('PROFILE_EXISTS');

    const info = (await as(a, '/member.memberInfo/info')).body.data;
    expect(info).toMatchObject({
      id: companyId,
      shell: false,
      name: MOHE.name,
      nameEn: 'Mohe Border Trade Co., Ltd.',
      creditCode: MOHE.creditCode,
      customsCode: '2327960123',
      region: profileExtras.region,
      verified: true,
      auditStatus: 'pending',
      logo: a.gallery[0],
      licence: a.gallery[1],
    });
    expect(info.logoUrl).toBe(a.images[0]);
    expect(info.verifiedAt).not.toBeNull();
    // One profile a member.
    const again = await as(a, '/member.memberInfo/add', { ...MOHE });
    expect(again.status).toBe(409);
    expect(again.body.data.errorId).toBe('PROFILE_EXISTS');
  });

  it('answers a lookup the registry has no company for with a clear 404', async () => {
    const res = await as(a, '/member.memberInfo/tycInfo', { code: UNKNOWN_CODE }, 'en');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('The company registry has no company with this code or name');
    expect((await as(a, '/member.memberInfo/tycSearch', { keyword: '不存在的公司' })).body.data.total).toBe(
      0,
    );
  });

  it('unverifies a profile whose name no longer matches the registry, and verifies it again', async () => {
    const renamed = await as(a, '/member.memberInfo/save', {
      id: companyId,
      name: '漠河边贸公司',
      creditCode: MOHE.creditCode,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.verified).toBe(false);
    expect((await as(a, '/member.memberInfo/info')).body.data.verified).toBe(false);
    // A full-width bracket or a space does not make another name.
    const back = await as(a, '/member.memberInfo/save', {
      name: ` ${MOHE.name} `,
      creditCode: MOHE.creditCode.toLowerCase(),
      logo: a.gallery[0],
      ...profileExtras,
    });
    expect(back.body.data).toEqual({ id: companyId, verified: true });
    expect((await as(a, '/member.memberInfo/info')).body.data).toMatchObject({
      name: MOHE.name,
      creditCode: MOHE.creditCode,
      verified: true,
      licence: '',
    });
  });

  it('refuses saving a filled profile with a wrong check character, in each language, and keeps the profile', async () => {
    const before = (await as(a, '/member.memberInfo/info')).body.data;
    expect(before).toMatchObject({
      id: companyId,
      shell: false,
      creditCode: MOHE.creditCode,
      verified: true,
    });
    for (const [lang, message] of Object.entries(CHECK_DIGIT_MESSAGES)) {
      // The whole form, other fields changed too: none of it may be kept.
      const res = await as(
        a,
        '/member.memberInfo/save',
        {
          id: companyId,
          name: MOHE.name,
          nameEn: 'Mohe Border Trade Co., Ltd.',
          creditCode: WRONG_CHECK_DIGIT,
          legalPerson: '王南山',
          address: '黑龙江省漠河市另一条路 1 号',
          logo: a.gallery[0],
          ...profileExtras,
          customsCode: '2327960999',
        },
        lang,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.data).toMatchObject({
        errorId: 'CREDIT_CODE_CHECK',
        fields: [{ field: 'creditCode', message }],
      });
    }
    expect((await as(a, '/member.memberInfo/info')).body.data).toEqual(before);
  });

  it('keeps a valid code the registry does not know unverified, and one code to one member', async () => {
    const taken = await as(b, '/member.memberInfo/add', {
      name: '同江口岸贸易',
      creditCode: MOHE.creditCode,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.data.errorId).toBe('CREDIT_CODE_TAKEN');
    expect(taken.body.data.fields).toEqual([
      { field: 'creditCode', message: '该统一社会信用代码已被其他会员使用' },
    ]);
    const add = await as(b, '/member.memberInfo/add', { name: '同江口岸贸易', creditCode: UNKNOWN_CODE });
    expect(add.status).toBe(200);
    expect(add.body.data.verified).toBe(false);
  });

  it('reads the ownership types from the dictionary, in the reader’s language', async () => {
    const zh = await as(a, '/home/member.Record/getOptions');
    expect(zh.status).toBe(200);
    expect(zh.body.data.ownershipTypes).toEqual(
      expect.arrayContaining([{ value: 'private', label: '民营企业' }]),
    );
    const en = await as(a, '/home/member.Record/getOptions', {}, 'en');
    expect(en.body.data.ownershipTypes).toEqual(
      expect.arrayContaining([{ value: 'private', label: 'Private' }]),
    );
  });

  it('files the company with its profile, refusing an unknown ownership type and a missing contact', async () => {
    const filing = {
      ownershipType: 'private',
      contact: '王经理',
      phone: '13900001111',
      mainProducts: '大豆、木材',
    };
    const unknown = await as(a, '/home/member.Record/save', { ...filing, ownershipType: 'pirate' }, 'en');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Please select a valid ownership type');
    const noContact = await as(a, '/home/member.Record/save', { ...filing, contact: '' }, 'en');
    expect(noContact.body.message).toBe('Please enter the contact person');
    expect((await as(a, '/home/member.Record/info')).body.data).toBeNull();

    const saved = await as(a, '/home/member.Record/save', { ...filing, annualTradeVolume: 1200 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.status).toBe('pending');
    recordId = saved.body.data.id;
    expect((await as(a, '/home/member.Record/info')).body.data).toMatchObject({
      id: recordId,
      companyId,
      companyName: MOHE.name,
      creditCode: MOHE.creditCode,
      customsCode: '2327960123',
      ownershipType: 'private',
      ownershipTypeName: '民营企业',
      annualTradeVolume: 1200,
      status: 'pending',
    });
  });

  it('keeps a trade volume and a head count given as empty (null) empty, not 0', async () => {
    const filing = { ownershipType: 'private', contact: '王经理', phone: '13900001111' };
    const saved = await as(a, '/home/member.Record/save', {
      ...filing,
      id: recordId,
      annualTradeVolume: null,
      employees: null,
    });
    expect(saved.status).toBe(200);
    const info = (await as(a, '/home/member.Record/info')).body.data;
    expect(info).toMatchObject({ id: recordId, annualTradeVolume: null, employees: null });
    await as(a, '/home/member.Record/save', {
      ...filing,
      id: recordId,
      annualTradeVolume: 1200,
      employees: 0,
    });
    expect((await as(a, '/home/member.Record/info')).body.data).toMatchObject({
      annualTradeVolume: 1200,
      employees: 0,
    });
  });

  it('asks for the profile before a filing', async () => {
    const c = await registerMember(api, stack.redis, '没有企业信息的公司');
    const res = await as(c, '/home/member.Record/save', {
      ownershipType: 'private',
      contact: '张三',
      phone: '13900002222',
    });
    expect(res.status).toBe(409);
    expect(res.body.data.errorId).toBe('PROFILE_REQUIRED');
  });

  it('lets another member read or change none of A’s profile and filing', async () => {
    const before = (await as(a, '/member.memberInfo/info')).body.data;
    const attempts: [string, Record<string, unknown>][] = [
      ['/member.memberInfo/info', { id: companyId }],
      ['/member.memberInfo/save', { id: companyId, name: '冒名公司', creditCode: MOHE.creditCode }],
      ['/home/member.Record/info', { id: recordId }],
      [
        '/home/member.Record/save',
        { id: recordId, ownershipType: 'state', contact: '冒名', phone: '13900003333' },
      ],
    ];
    for (const [path, body] of attempts) {
      const res = await as(b, path, body);
      expect([path, res.status]).toEqual([path, 404]);
    }
    // B's own reads are B's own.
    expect((await as(b, '/member.memberInfo/info')).body.data.creditCode).toBe(UNKNOWN_CODE);
    expect((await as(b, '/home/member.Record/info')).body.data).toBeNull();
    expect((await as(a, '/member.memberInfo/info')).body.data).toEqual(before);
    expect((await as(a, '/home/member.Record/info')).body.data.ownershipType).toBe('private');
  });

  it('has the back office review profiles and filings, each decision in the audit log with the admin', async () => {
    const page = await asAdmin('/admin/member.company/page', {
      filters: [{ field: 'verified', op: '=', value: true }],
    });
    expect(page.status).toBe(200);
    expect(page.body.data.rows.map((r: { id: string }) => r.id)).toContain(companyId);
    expect((await asAdmin('/admin/member.company/info', { id: companyId })).body.data).toMatchObject({
      memberId: a.memberId,
      verified: true,
    });
    expect(
      (await asAdmin('/admin/member.company/review', { id: companyId, status: 'approved' })).status,
    ).toBe(200);
    expect((await as(a, '/member.memberInfo/info')).body.data.auditStatus).toBe('approved');

    const noReason = await asAdmin('/admin/member.record/review', { id: recordId, status: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.errorId).toBe('REASON_REQUIRED');
    const rejected = await asAdmin('/admin/member.record/review', {
      id: recordId,
      status: 'rejected',
      reason: '营业执照不清晰',
    });
    expect(rejected.status).toBe(200);
    expect((await as(a, '/home/member.Record/info')).body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '营业执照不清晰',
    });
    const records = await asAdmin('/admin/member.record/page', {
      filters: [{ field: 'status', op: '=', value: 'rejected' }],
    });
    expect(records.body.data.rows.map((r: { id: string }) => r.id)).toEqual([recordId]);

    expect(await auditLine('trade.company.reviewed', companyId)).toMatchObject({
      actor: { kind: 'admin', name: ADMIN.username },
      data: { auditStatus: 'approved', verified: true, memberId: a.memberId },
    });
    expect(await auditLine('trade.record.reviewed', recordId)).toMatchObject({
      actor: { kind: 'admin', name: ADMIN.username },
      data: { status: 'rejected', rejectReason: '营业执照不清晰' },
    });
    expect(await auditLine('trade.company.created', companyId)).toMatchObject({
      actor: { kind: 'member' },
      data: { verified: true, creditCode: MOHE.creditCode },
    });

    // Filing again puts it back to review.
    const refiled = await as(a, '/home/member.Record/save', {
      ownershipType: 'private',
      contact: '王经理',
      phone: '13900001111',
    });
    expect(refiled.body.data).toEqual({ id: recordId, status: 'pending' });
  });

  it.each([
    ['/admin/member.company/page', {}],
    ['/admin/member.company/info', { id: 'a'.repeat(24) }],
    ['/admin/member.company/review', { id: 'a'.repeat(24), status: 'approved' }],
    ['/admin/member.record/page', {}],
    ['/admin/member.record/info', { id: 'a'.repeat(24) }],
    ['/admin/member.record/review', { id: 'a'.repeat(24), status: 'approved' }],
  ])('refuses a member on %s with 403 and a visitor with 401', async (path, body) => {
    expect((await call(api, path, { body, token: a.token })).status).toBe(403);
    expect((await call(api, path, { body })).status).toBe(401);
  });
});
