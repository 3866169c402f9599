import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStore } from '@/lib/storage';
import { MobileMarketSearch } from './mobile-market-search';
import { referenceData, renderMobileScreen, stubApi } from './mobile-test-kit';

const soy = {
  id: 's1',
  kind: 'supply',
  memberId: 'm1',
  name: '东北非转基因大豆',
  description: '2025年新季黑龙江大豆',
  price: 4200,
  quantity: 500,
  unit: 'ton',
  categoryId: 'grain',
  categoryName: '粮油',
  country: 'RU',
  countryName: '俄罗斯',
  gallery: [],
  images: [],
  visible: true,
  status: 'open',
  displayStatus: 'supplying',
  companyName: '黑河粮贸有限公司',
  verified: true,
  createdAt: '2025-03-01T02:00:00.000Z',
  updatedAt: '2025-03-01T02:00:00.000Z',
};
const myDemand = {
  ...soy,
  id: 'd1',
  kind: 'demand',
  name: '求购大豆',
  auditStatus: 'approved',
  memberId: 'me',
};

function serve(total = 1) {
  return stubApi((path) => {
    if (path === '/product/page') return { rows: [soy], total };
    if (path === '/home/member.Demand/page') return { rows: [myDemand], total: 1 };
    if (path === '/home/member.Demand/matches')
      return [
        {
          score: 0.82,
          signals: { category: 1, keywords: 1, country: 0, quantity: 1, freshness: 1 },
          item: soy,
        },
      ];
    return referenceData(path);
  });
}

const render = (address = '/supply') =>
  renderMobileScreen(<MobileMarketSearch kind="supply" />, { path: address, route: '/supply' });
const searches = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.path === '/product/page');

describe('supply search on a phone', () => {
  beforeEach(() => localStorage.clear());

  it('searches by keyword with the sheet’s country, price and sort, leaving empty boxes out', async () => {
    const calls = serve();
    render();
    expect(await screen.findByText('东北非转基因大豆')).toBeInTheDocument();
    expect(screen.getByTestId('verified-badge')).toHaveTextContent('已认证');
    await userEvent.type(screen.getByPlaceholderText('关键词'), '大豆');
    await userEvent.click(screen.getByTestId('market-filters'));
    const sheet = await screen.findByTestId('market-filter-sheet');
    fireEvent.click(within(sheet).getByTestId('m-country-picker'));
    fireEvent.change(await screen.findByPlaceholderText('搜索国家'), { target: { value: '俄' } });
    const countries = document.querySelector('.adm-popup .adm-check-list') as HTMLElement;
    fireEvent.click(within(countries).getByText('俄罗斯'));
    fireEvent.change(sheet.querySelector('input[aria-label="最低价格"]')!, { target: { value: '4000' } });
    fireEvent.click(within(sheet).getByText('价格从低到高'));
    fireEvent.click(screen.getByTestId('market-filter-apply'));
    await waitFor(() =>
      expect(searches(calls).at(-1)?.body).toEqual({
        kind: 'supply',
        pageNumber: 1,
        pageSize: 10,
        keyword: '大豆',
        country: 'RU',
        minPrice: 4000,
        sort: 'priceAsc',
      }),
    );
    // A visitor has no demands to score against and no inquiry to send.
    expect(calls.some((c) => c.path.startsWith('/home/member'))).toBe(false);
    expect(screen.queryByTestId('match-score')).toBeNull();
    expect(screen.queryByText('询价')).toBeNull();
    expect(screen.getByTestId('market-item-link')).toHaveAttribute('href', '/product/detail/s1');
  });

  it('shows a member the matching score and the way to inquire', async () => {
    localStore.set('accessToken', 'a', 600);
    localStore.set('member_info', { kind: 'member', permissions: [] }, 600);
    serve();
    render();
    expect(await screen.findByTestId('match-score')).toHaveTextContent('匹配度 82%（求购大豆）');
    expect(screen.getByRole('link', { name: '询价' })).toHaveAttribute(
      'href',
      '/mobile/member/supply/inquiry/s1',
    );
  });

  it('links the pages before and after by their address, and opens the page the address names', async () => {
    const calls = serve(35);
    render('/supply?page=2');
    expect(await screen.findByText('第 2 / 4 页')).toBeInTheDocument();
    expect(searches(calls)[0]?.body).toMatchObject({ pageNumber: 2 });
    expect(screen.getByRole('link', { name: /上一页/ })).toHaveAttribute('href', '/supply');
    expect(screen.getByRole('link', { name: /下一页/ })).toHaveAttribute('href', '/supply?page=3');
    await userEvent.click(screen.getByRole('link', { name: /下一页/ }));
    await waitFor(() => expect(searches(calls).at(-1)?.body).toMatchObject({ pageNumber: 3 }));
    expect(await screen.findByText('第 3 / 4 页')).toBeInTheDocument();
  });
});
