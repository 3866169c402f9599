import { waitFor } from '@trade/service-kit/testing';
import { adminToken, call, registerMember, supplyForm, type Member } from './marketplace-stack';
import { startMemberStack, type MemberStack } from './member-stack';

/** The registry confirms a member's company: its supplier page and its supplies carry the verified badge. */
describe('the verified badge on the marketplace', () => {
  let stack: MemberStack;
  let admin: string;
  let seller: Member;

  beforeAll(async () => {
    stack = await startMemberStack();
    admin = await adminToken(stack.api);
    seller = await registerMember(stack.api, stack.redis, '漠河边贸有限公司');
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('shows the badge once the company profile is verified', async () => {
    const added = await call(stack.api, '/home/member.Supply/add', {
      body: supplyForm({ name: '漠河樟子松原木', gallery: seller.gallery }),
      token: seller.token,
    });
    const supplyId = added.body.data.id as string;
    await call(stack.api, '/admin/product.supply/audit', {
      body: { id: supplyId, auditStatus: 'approved' },
      token: admin,
    });
    const supplier = async () =>
      (await call(stack.api, '/product/supplier', { body: { memberId: seller.memberId } })).body.data;
    // The supplier index learns the approved supply from its event: wait for it on a busy machine.
    const listed = await waitFor(
      async () => {
        const found = await supplier();
        return typeof found?.verified === 'boolean' ? found : undefined;
      },
      30_000,
      'the supplier in the index',
    );
    expect(listed.verified).toBe(false);

    const profile = await call(stack.api, '/member.memberInfo/add', {
      body: {
        name: '漠河边贸有限公司',
        creditCode: '91232700MA1BT0001C',
        legalPerson: '李北辰',
        address: '黑龙江省漠河市',
        businessScope: '边境贸易',
        logo: seller.gallery[0],
        licence: seller.gallery[1],
        customsCode: '2327960123',
        region: ['230000', '232700', '232701'],
        regionName: '黑龙江省/大兴安岭地区/漠河市',
        contact: '王经理',
        phone: '13900001111',
        email: 'trade@mohe.example.com',
      },
      token: seller.token,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.verified).toBe(true);

    await waitFor(async () => (await supplier()).verified === true, 30000, 'the verified supplier');
    const page = await call(stack.api, '/product/page', {
      body: { keyword: '樟子松原木', memberId: seller.memberId },
    });
    expect(page.body.data.rows).toEqual([expect.objectContaining({ id: supplyId, verified: true })]);
    const detail = await call(stack.api, '/product/detail', { body: { id: supplyId } });
    expect(detail.body.data.verified).toBe(true);
  });
});
