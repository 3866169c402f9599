import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as userEvents } from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { localStore } from '@/lib/storage';
import type { AdminProduct } from './api';
import { MarketAdminScreen } from './market-admin-screen';

const product = (over: Partial<AdminProduct>): AdminProduct => ({
  id: 'a1',
  kind: 'supply',
  memberId: 'm1',
  name: '东北非转基因大豆',
  description: '2025年新季黑龙江大豆',
  brand: '黑土',
  price: 4200,
  quantity: 500,
  unit: 'ton',
  origin: '黑龙江',
  validUntil: '2030-06-30T00:00:00.000Z',
  categoryId: 'grain',
  categoryName: '粮油',
  country: 'CN',
  countryName: '中国',
  gallery: ['f1', 'f2'],
  images: ['/img/soy-1.png', '/img/soy-2.png'],
  image: '/img/soy-1.png',
  visible: true,
  status: 'open',
  displayStatus: 'supplying',
  auditStatus: 'pending',
  rejectReason: '',
  sortOrder: 0,
  expired: false,
  companyName: '黑河粮贸有限公司',
  contact: '王经理',
  phone: '13700000000',
  email: 'a@example.com',
  createdAt: '2025-03-01T02:00:00.000Z',
  updatedAt: '2025-03-01T02:00:00.000Z',
  ...over,
});

const soy = product({});
const rice = product({
  id: 'b2',
  name: '五常大米',
  companyName: '五常米业',
  auditStatus: 'rejected',
  rejectReason: '图片与产品不符',
  price: 6100,
  quantity: 20,
  unit: 'box',
});
const inquiry = {
  id: 'q1',
  type: 'inquiry',
  supplyId: soy.id,
  productName: soy.name,
  productImage: soy.image,
  productPrice: 4200,
  productUnit: 'ton',
  ownerMemberId: 'm1',
  fromMemberId: 'm2',
  companyName: '远东油脂有限公司',
  quantity: 120,
  email: 'b@example.com',
  country: 'RU',
  remark: '请报到岸价',
  createdAt: '2025-03-02T03:00:00.000Z',
};

type Call = { path: string; body: unknown };
/** Answers the screen's calls; product actions answer the product. */
function serve(rows: AdminProduct[] = [soy, rice]) {
  return stubFetch((path) => {
    if (path === '/admin/product.supply/page') return envelope({ rows, total: rows.length, summary: null });
    if (path === '/admin/product.supply/info') return envelope(soy);
    if (path === '/admin/product.supply/inquiryList')
      return envelope({ rows: [inquiry], total: 1, summary: null });
    if (path === '/country/list')
      return envelope([
        { code: 'CN', name: '中国' },
        { code: 'RU', name: '俄罗斯' },
      ]);
    if (path === '/home/Category/page') return envelope([]);
    return envelope(soy);
  });
}
const userEvent = userEvents.setup();
const callsTo = (calls: Call[], path: string) => calls.filter((c) => c.path === path);
const table = () => screen.getByTestId('data-table-market-supply');
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
/** Buttons and tabs found by their text, which antd may split across spans. */
const buttonIn = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByText(name, { selector: 'button, button *' }).closest('button') as HTMLElement;
const queryButtonIn = (scope: HTMLElement, name: string) =>
  within(scope).queryByText(name, { selector: 'button, button *' });
const tab = (name: string) => screen.getByText(name, { selector: '[role=tab], [role=tab] *' });

/** Signs in an admin with these permissions (as the session stores them). */
const grant = (...permissions: string[]) =>
  localStore.set('member_info', { kind: 'admin', permissions }, 3600);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  grant('*/*/*');
});

describe('admin supply review', () => {
  it('lists supplies with company, category, quantity, price, review, visibility and status', async () => {
    const calls = serve();
    renderWithProviders(<MarketAdminScreen kind="supply" />);
    const row = (await within(table()).findByText(soy.name)).closest('tr') as HTMLElement;
    for (const text of [
      '黑河粮贸有限公司',
      '粮油',
      '中国',
      '500 吨',
      '4200',
      '2030-06-30',
      '待审核',
      '显示',
      '供应中',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/img/soy-1.png');
    expect(within(rowOf(rice.name)).getByText('审核驳回')).toBeInTheDocument();
    expect(callsTo(calls, '/admin/product.supply/page')[0]!.body).toEqual({ pageNumber: 1, pageSize: 20 });
  });

  it("shows a rejected item's reason when the admin points at its tag", async () => {
    serve();
    renderWithProviders(<MarketAdminScreen kind="supply" />);
    await within(table()).findByText(rice.name);
    await userEvent.hover(within(rowOf(rice.name)).getByTestId('audit-reason'));
    expect(await screen.findByText('图片与产品不符')).toBeInTheDocument();
  });

  it('offers only the actions the admin has permissions for', async () => {
    grant('market/supply/page', 'market/supply/info');
    serve();
    renderWithProviders(<MarketAdminScreen kind="supply" />);
    const row = (await within(table()).findByText(soy.name)).closest('tr') as HTMLElement;
    expect(buttonIn(row, '详情')).toBeInTheDocument();
    for (const action of ['通过', '驳回', '更多']) expect(queryButtonIn(row, action)).toBeNull();
  });

  it('approves a pending supply once confirmed, with the audit call, and reloads the list', async () => {
    const calls = serve();
    renderWithProviders(<MarketAdminScreen kind="supply" />);
    await within(table()).findByText(soy.name);
    await userEvent.click(buttonIn(rowOf(soy.name), '通过'));
    const confirmation = (
      await screen.findAllByText(`确定审核通过“${soy.name}”吗？通过后将在前台展示。`)
    )[0]!;
    expect(callsTo(calls, '/admin/product.supply/audit')).toHaveLength(0);
    await userEvent.click(buttonIn(confirmation.closest('.ant-modal') as HTMLElement, /确\s?定/));
    await waitFor(() =>
      expect(callsTo(calls, '/admin/product.supply/audit')).toEqual([
        expect.objectContaining({ body: { id: 'a1', auditStatus: 'approved' } }),
      ]),
    );
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, '/admin/product.supply/page')).toHaveLength(2));
    // An approved item offers no second approval; a rejected one offers no second rejection.
    expect(queryButtonIn(rowOf(rice.name), '驳回')).toBeNull();
  });

  it('will not reject without a reason, then sends the reason given', async () => {
    const calls = serve();
    renderWithProviders(<MarketAdminScreen kind="supply" />);
    await within(table()).findByText(soy.name);
    await userEvent.click(buttonIn(rowOf(soy.name), '驳回'));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText(`驳回：${soy.name}`)).toBeInTheDocument();
    await userEvent.click(buttonIn(dialog, '驳回'));
    expect(await within(dialog).findByText('请输入驳回原因')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('驳回原因'));
    await userEvent.paste('   ');
    await userEvent.click(buttonIn(dialog, '驳回'));
    expect(await within(dialog).findByText('请输入驳回原因')).toBeInTheDocument();
    expect(callsTo(calls, '/admin/product.supply/audit')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('驳回原因'));
    await userEvent.paste('价格明显偏离市场');
    await userEvent.click(buttonIn(dialog, '驳回'));
    await waitFor(() =>
      expect(callsTo(calls, '/admin/product.supply/audit')).toEqual([
        expect.objectContaining({
          body: { id: 'a1', auditStatus: 'rejected', rejectReason: '价格明显偏离市场' },
        }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  /** Opens the row's "more" menu and picks an action; the confirmation dialog it opens. */
  async function more(name: string, action: string) {
    await userEvent.click(within(rowOf(name)).getByTestId(/^more-/));
    await userEvent.click(within(await screen.findByRole('menu', { hidden: true })).getByText(action));
    return screen.findByRole('dialog', { hidden: true });
  }

  it('asks before hiding a supply and sends visible=false only once confirmed', async () => {
    const calls = serve();
    renderWithProviders(<MarketAdminScreen kind="supply" />);
    await within(table()).findByText(soy.name);
    const confirm = await more(soy.name, '隐藏');
    expect(
      within(confirm).getAllByText(`确定隐藏“${soy.name}”吗？隐藏后前台不再展示。`).at(-1),
    ).toBeInTheDocument();
    expect(callsTo(calls, '/admin/product.supply/changeStatus')).toHaveLength(0);
    await userEvent.click(buttonIn(confirm, '确定'));
    await waitFor(() =>
      expect(callsTo(calls, '/admin/product.supply/changeStatus')).toEqual([
        expect.objectContaining({ body: { id: 'a1', visible: false } }),
      ]),
    );
  });

  it('closes a supply once confirmed', async () => {
    const calls = serve();
    renderWithProviders(<MarketAdminScreen kind="supply" />);
    await within(table()).findByText(soy.name);
    await userEvent.click(buttonIn(await more(soy.name, '关闭'), '确定'));
    await waitFor(() =>
      expect(callsTo(calls, '/admin/product.supply/changeStatus')[0]!.body).toEqual({
        id: 'a1',
        status: 'closed',
      }),
    );
  });

  it('deletes a supply only once confirmed', async () => {
    const calls = serve();
    renderWithProviders(<MarketAdminScreen kind="supply" />);
    await within(table()).findByText(rice.name);
    const confirm = await more(rice.name, '删除');
    expect(within(confirm).getAllByText(`确定删除 ${rice.name} 吗？`).at(-1)).toBeInTheDocument();
    expect(callsTo(calls, '/admin/product.supply/del')).toHaveLength(0);
    await userEvent.click(buttonIn(confirm, '确定'));
    await waitFor(() => expect(callsTo(calls, '/admin/product.supply/del')[0]!.body).toEqual({ id: 'b2' }));
  });

  it('sends the filter drawer items as the page request filters', async () => {
    const calls = serve();
    renderWithProviders(<MarketAdminScreen kind="supply" />);
    await within(table()).findByText(soy.name);
    await userEvent.click(screen.getByTestId('market-filter'));
    const drawer = await screen.findByTestId('filter-drawer');
    await userEvent.click(buttonIn(drawer, /添加过滤项/));
    await userEvent.click(within(drawer).getByLabelText('filter-value-0'));
    await userEvent.paste('大豆');
    await userEvent.click(buttonIn(document.body, '应用'));
    await waitFor(() =>
      expect(callsTo(calls, '/admin/product.supply/page').at(-1)!.body).toEqual({
        pageNumber: 1,
        pageSize: 20,
        filters: [{ field: 'name', op: '=', value: '大豆' }],
      }),
    );
  });

  it('shows every field and the gallery in the detail dialog, and the inquiries of the supply', async () => {
    const calls = serve();
    renderWithProviders(<MarketAdminScreen kind="supply" />);
    await within(table()).findByText(soy.name);
    await userEvent.click(buttonIn(rowOf(soy.name), '详情'));
    const detail = await screen.findByTestId('product-detail');
    for (const text of ['黑土', '黑龙江', '王经理', '13700000000', 'a@example.com', '2025年新季黑龙江大豆'])
      expect(within(detail).getByText(text)).toBeInTheDocument();
    const gallery = screen.getByTestId('product-gallery').querySelectorAll('img');
    expect([...gallery].map((img) => img.getAttribute('src'))).toEqual(['/img/soy-1.png', '/img/soy-2.png']);
    expect(callsTo(calls, '/admin/product.supply/info')[0]!.body).toEqual({ id: 'a1' });

    await userEvent.click(tab('询价记录'));
    const trades = await screen.findByTestId('data-table-market-supply-trades-one');
    for (const text of ['远东油脂有限公司', '120 吨', 'b@example.com', '俄罗斯', '请报到岸价'])
      expect(await within(trades).findByText(text)).toBeInTheDocument();
    expect(callsTo(calls, '/admin/product.supply/inquiryList')[0]!.body).toEqual({
      productId: 'a1',
      pageNumber: 1,
      pageSize: 20,
    });
  });

  it('lists every inquiry on the platform in its own tab', async () => {
    const calls = serve();
    renderWithProviders(<MarketAdminScreen kind="supply" />);
    await userEvent.click(tab('全部询价'));
    const trades = await screen.findByTestId('data-table-market-supply-trades');
    expect(await within(trades).findByText('远东油脂有限公司')).toBeInTheDocument();
    expect(callsTo(calls, '/admin/product.supply/inquiryList')[0]!.body).toEqual({
      pageNumber: 1,
      pageSize: 20,
    });
  });
});

const demand = product({
  id: 'd1',
  kind: 'demand',
  name: '求购大豆',
  displayStatus: 'collecting',
  price: null,
});
const quote = {
  id: 'o1',
  type: 'quote',
  demandId: 'd1',
  productName: '求购大豆',
  productImage: '',
  productPrice: null,
  productUnit: 'ton',
  ownerMemberId: 'm1',
  fromMemberId: 'm2',
  companyName: '黑河粮贸有限公司',
  quantity: 200,
  unitPrice: 3950,
  currency: 'CNY',
  total: 790000,
  message: '可分批交货',
  createdAt: '2025-03-02T03:00:00.000Z',
};
const serveDemand = () =>
  stubFetch((path) => {
    if (path === '/admin/product.demand/page') return envelope({ rows: [demand], total: 1, summary: null });
    if (path === '/admin/product.demand/quoteList')
      return envelope({ rows: [quote], total: 1, summary: null });
    return envelope([]);
  });

describe('admin demand review', () => {
  it('lists demand as collecting, without a price column, and opens the quotes of one', async () => {
    const calls = serveDemand();
    renderWithProviders(<MarketAdminScreen kind="demand" />);
    const list = screen.getByTestId('data-table-market-demand');
    const row = (await within(list).findByText('求购大豆')).closest('tr') as HTMLElement;
    expect(within(row).getByText('征集中')).toBeInTheDocument();
    expect(within(list).queryByText('价格')).toBeNull();

    await userEvent.click(within(row).getByTestId('more-d1'));
    await userEvent.click(within(await screen.findByRole('menu', { hidden: true })).getByText('报价'));
    const ofDemand = await screen.findByTestId('data-table-market-demand-trades-one');
    expect(await within(ofDemand).findByText('790000')).toBeInTheDocument();
    expect(callsTo(calls, '/admin/product.demand/quoteList')[0]!.body).toEqual({
      productId: 'd1',
      pageNumber: 1,
      pageSize: 20,
    });
  });

  it('lists every quote with quantity, unit price, currency, total and message', async () => {
    const calls = serveDemand();
    renderWithProviders(<MarketAdminScreen kind="demand" />);
    await userEvent.click(tab('全部报价'));
    const quotes = await screen.findByTestId('data-table-market-demand-trades');
    for (const text of ['黑河粮贸有限公司', '200 吨', '3950', 'CNY', '790000', '可分批交货'])
      expect(await within(quotes).findByText(text)).toBeInTheDocument();
    expect(callsTo(calls, '/admin/product.demand/quoteList')[0]!.body).toEqual({
      pageNumber: 1,
      pageSize: 20,
    });
  });
});
