import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import '@/app/layouts/mobile-setup';
import { makeStore } from '@/app/store';
import { portalPageFor } from '@/app/router/build-routes';
import { firstPageData } from '@/app/router/first-page-data';
import { envelope, stubFetch } from '@/test-utils/render';
import SupplySearchPage from './supply-search-page';
import SupplierPage from './supplier-page';
import ArticleListPage from './article-list-page';
import ContentRoutePage from '../public/content-route-page';
import ArticleInfoPage from '../public/article-info-page';

const soy = {
  id: 's1',
  kind: 'supply',
  name: '东北非转基因大豆',
  price: 4200,
  quantity: 500,
  unit: 'ton',
  countryName: '俄罗斯',
};
const supplier = {
  memberId: 'm1',
  companyName: '黑河粮贸有限公司',
  verified: true,
  categories: [],
  products: [],
};
const article = {
  id: 'a1',
  title: '跨境贸易政策解读',
  categoryName: '行业资讯',
  publishedAt: '2026-11-01T00:00:00.000Z',
};
const ANSWERS: Record<string, unknown> = {
  '/product/page': { rows: [soy], total: 1 },
  '/product/suppliers': { rows: [supplier], total: 1 },
  '/article/page': { rows: [article], total: 1 },
  '/article/tree': [{ id: 'c1', name: '行业资讯', children: [] }],
  '/article/info': { ...article, categoryId: 'c1', body: '<p>海外仓与结汇便利化。</p>' },
  '/home/Basic/getPatchInfo': { code: 'page.about', title: '关于我们', body: '<p>跨境贸易服务平台。</p>' },
};

/** Opens `address` as the app does: its first data, then the page's first draw. */
async function open(address: string, Page: ComponentType) {
  const asked: string[] = [];
  stubFetch((path) => {
    asked.push(path);
    return envelope(ANSWERS[path] ?? null);
  });
  const url = new URL(address, 'http://localhost');
  const store = makeStore();
  await firstPageData(store, portalPageFor(url.pathname, true), url);
  const before = asked.length;
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[address]}>
        <Page />
      </MemoryRouter>
    </Provider>,
  );
  return { asked, before };
}

describe("a phone's portal pages, drawn first with their data", () => {
  it.each([
    ['/supply', SupplySearchPage, soy.name],
    ['/supplier', SupplierPage, supplier.companyName],
    ['/article/list', ArticleListPage, article.title],
    ['/article/info?id=65a1b2c3d4e5f60718293a4b', ArticleInfoPage, '海外仓与结汇便利化。'],
    ['/about', ContentRoutePage, '跨境贸易服务平台。'],
  ])('%s shows its content in its first draw, and asks for it once', async (address, Page, shown) => {
    const { asked, before } = await open(address, Page);
    // No waiting: the results are there as the page first draws.
    expect(screen.getByText(shown)).toBeInTheDocument();
    // What the page asks once drawn (its lazy parts load meanwhile).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const first = asked.slice(0, before);
    expect(first.length).toBeGreaterThan(0);
    expect(asked.slice(before).filter((path) => first.includes(path))).toEqual([]);
  });
});
