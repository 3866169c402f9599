import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStore } from '@/lib/storage';
import { MobileTradeInfo } from './mobile-trade-info';
import { landedOn, referenceData, renderMobileScreen, stubApi } from './mobile-test-kit';

const inquiry = {
  id: '65f0000000000000000000c1',
  type: 'inquiry',
  supplyId: '65f000000000000000000001',
  productName: '东北非转基因大豆',
  productImage: '/api/basic.file/view/a1.png',
  productPrice: 4200,
  productUnit: 'ton',
  ownerMemberId: 'owner-1',
  fromMemberId: 'buyer-1',
  companyName: '远东油脂',
  quantity: 120,
  email: 'b@example.com',
  country: 'RU',
  remark: '请报CIF价',
  createdAt: '2025-03-02T08:30:00.000Z',
};
const quote = {
  id: '65f0000000000000000000d1',
  type: 'quote',
  demandId: '65f000000000000000000002',
  productName: '求购大豆',
  productImage: '',
  productPrice: null,
  productUnit: 'ton',
  ownerMemberId: 'buyer-1',
  fromMemberId: 'owner-1',
  companyName: '黑河粮贸',
  quantity: 200,
  unitPrice: 3950,
  currency: 'CNY',
  total: 790000,
  message: '可分批交货',
  createdAt: '2025-03-03T09:15:00.000Z',
};

const renderAt = (id: string) =>
  renderMobileScreen(<MobileTradeInfo id={id} />, {
    path: `/mobile/transInfo/${id}`,
    route: '/mobile/transInfo/:id',
  });
const row = (label: string) => screen.getByText(label).closest('.adm-list-item') as HTMLElement;

afterEach(() => localStore.remove('member_info'));

describe('MobileTradeInfo', () => {
  it('asks for the trade by its id alone and shows an inquiry in full', async () => {
    const calls = stubApi((path) => (path === '/member.myTrans/info' ? inquiry : referenceData(path)));
    renderAt(inquiry.id);
    expect(await screen.findByText('东北非转基因大豆')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/member.myTrans/info')!.body).toEqual({ id: inquiry.id });
    expect(within(screen.getByTestId('trade-info')).getByText('询价')).toBeInTheDocument();
    expect(within(row('数量')).getByText('120 吨')).toBeInTheDocument();
    expect(within(row('公司名称')).getByText('远东油脂')).toBeInTheDocument();
    expect(within(row('邮箱')).getByText('b@example.com')).toBeInTheDocument();
    expect(await within(row('国家')).findByText('俄罗斯')).toBeInTheDocument();
    expect(within(row('备注')).getByText('请报CIF价')).toBeInTheDocument();
    expect(within(row('时间')).getByText('2025-03-02 08:30')).toBeInTheDocument();
  });

  it('shows a quote with its unit price, currency, total and message', async () => {
    stubApi((path) => (path === '/member.myTrans/info' ? quote : referenceData(path)));
    renderAt(quote.id);
    expect(await screen.findByText('求购大豆')).toBeInTheDocument();
    expect(within(row('单价')).getByText('3950 CNY')).toBeInTheDocument();
    expect(within(row('币种')).getByText('CNY')).toBeInTheDocument();
    expect(within(row('总价')).getByText('790000 CNY')).toBeInTheDocument();
    expect(within(row('留言')).getByText('可分批交货')).toBeInTheDocument();
    expect(within(row('数量')).getByText('200 吨')).toBeInTheDocument();
  });

  it("takes the item's owner to the item's own page and marks the trade received", async () => {
    localStore.set('member_info', { memberId: 'owner-1' }, 3600);
    stubApi((path) => (path === '/member.myTrans/info' ? inquiry : referenceData(path)));
    renderAt(inquiry.id);
    expect(await screen.findByText('收到的')).toBeInTheDocument();
    await userEvent.click(screen.getByText('东北非转基因大豆'));
    expect(await landedOn()).toBe(`/mobile/member/supply/info/${inquiry.supplyId}`);
  });

  it('takes the sender to the public page of the item', async () => {
    localStore.set('member_info', { memberId: 'owner-1' }, 3600);
    stubApi((path) => (path === '/member.myTrans/info' ? quote : referenceData(path)));
    renderAt(quote.id);
    expect(await screen.findByText('发出的')).toBeInTheDocument();
    await userEvent.click(screen.getByText('求购大豆'));
    expect(await landedOn()).toBe(`/product/detail/${quote.demandId}`);
  });

  it('shows the not-found state when the trade is not the member’s to see', async () => {
    stubApi((path) =>
      path === '/member.myTrans/info' ? { fail: 404, message: '记录不存在' } : referenceData(path),
    );
    renderAt(inquiry.id);
    expect(await screen.findByText('该记录不存在或无权查看')).toBeInTheDocument();
    expect(screen.queryByText('东北非转基因大豆')).toBeNull();
  });

  it('lets the demand owner accept a quotation on the phone and shows the decision at once', async () => {
    localStore.set('member_info', { memberId: 'buyer-1' }, 3600);
    let decided = false;
    const calls = stubApi((path) => {
      if (path === '/member.myTrans/info')
        return decided ? { ...quote, decision: 'accepted' } : { ...quote, decision: 'pending' };
      if (path === '/member.myTrans/decide') {
        decided = true;
        return { ...quote, decision: 'accepted' };
      }
      return referenceData(path);
    });
    renderAt(quote.id);
    // antd-mobile's dialog animates in with pointer events off.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const decision = await screen.findByTestId('mobile-decision');
    await user.click(within(decision).getByRole('button', { name: '接受' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await within(row('处理结果')).findByText('已接受')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/member.myTrans/decide').map((c) => c.body)).toEqual([
      { id: quote.id, decision: 'accepted' },
    ]);
  });
});
