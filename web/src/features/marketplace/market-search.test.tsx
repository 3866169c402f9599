import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { localStore } from '@/lib/storage';
import type { Product } from './api';
import { MarketSearch } from './market-search';

const item = (over: Partial<Product>): Product =>
  ({
    id: 's1',
    kind: 'supply',
    memberId: 'm1',
    name: '东北非转基因大豆',
    description: '2025年新季黑龙江大豆',
    brand: '',
    price: 4200,
    quantity: 500,
    unit: 'ton',
    origin: '',
    validUntil: '2030-06-30T00:00:00.000Z',
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
    createdAt: '2025-03-01T02:00:00.000Z',
    updatedAt: '2025-03-01T02:00:00.000Z',
    ...over,
  }) as Product;

const soy = item({});
const myDemand = item({
  id: 'd1',
  kind: 'demand',
  name: '求购大豆',
  auditStatus: 'approved',
  memberId: 'me',
});

function serve(total = 1) {
  return stubFetch((path) => {
    if (path === '/product/page') return envelope({ rows: [soy], total });
    if (path === '/home/Category/page')
      return envelope([{ id: 'agri', name: '农产品', children: [{ id: 'grain', name: '粮油' }] }]);
    if (path === '/country/list')
      return envelope([
        { code: 'RU', name: '俄罗斯' },
        { code: 'CN', name: '中国' },
      ]);
    if (path === '/home/member.Demand/page') return envelope({ rows: [myDemand], total: 1 });
    if (path === '/home/member.Demand/matches')
      return envelope([
        {
          score: 0.82,
          signals: { category: 1, keywords: 1, country: 0, quantity: 1, freshness: 1 },
          item: soy,
        },
      ]);
    return envelope(null);
  });
}

const render = (address = '/supply') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[address]}>
      <MarketSearch kind="supply" />
    </MemoryRouter>,
  );

describe('public supply search', () => {
  beforeEach(() => localStorage.clear());

  it('searches supplies by keyword and price range, leaving cleared fields out', async () => {
    const calls = serve();
    render();
    expect(await screen.findByText('东北非转基因大豆')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('关键词'), '大豆');
    await userEvent.type(screen.getByPlaceholderText('最低价格'), '4000');
    await userEvent.click(screen.getByTestId('market-search-submit'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/product/page').at(-1)?.body).toEqual({
        kind: 'supply',
        pageNumber: 1,
        pageSize: 10,
        keyword: '大豆',
        minPrice: 4000,
        sort: 'newest',
      }),
    );
    // A visitor has no demands to score against: no member call is made.
    expect(calls.some((c) => c.path.startsWith('/home/member'))).toBe(false);
    expect(screen.queryByTestId('match-score')).toBeNull();
  });

  it("shows a member each supply's smart-matching score against their own demands", async () => {
    localStore.set('accessToken', 'a', 600);
    localStore.set('member_info', { kind: 'member', permissions: [] }, 600);
    serve();
    render();
    expect(await screen.findByTestId('match-score')).toHaveTextContent('匹配度 82%（求购大豆）');
  });

  it('links each page of the list by its address, and opens the page the address names', async () => {
    const calls = serve(35);
    render('/supply?page=2');
    expect(await screen.findByText('东北非转基因大豆')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/product/page')?.body).toMatchObject({ pageNumber: 2 });
    // Crawlable: every page number is a link with an href.
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('href', '?');
    expect(screen.getByRole('link', { name: '4' })).toHaveAttribute('href', '?page=4');
    await userEvent.click(screen.getByRole('link', { name: '4' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/product/page').at(-1)?.body).toMatchObject({ pageNumber: 4 }),
    );
  });
});
