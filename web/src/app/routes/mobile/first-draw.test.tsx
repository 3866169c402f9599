import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import '@/app/layouts/mobile-setup';
import { makeStore } from '@/app/store';
import { portalModulesFor } from '@/app/router/build-routes';
import { firstPageData } from '@/app/router/first-page-data';
import { envelope, stubFetch } from '@/test-utils/render';
import SupplySearchPage from './supply-search-page';
import SupplierPage from './supplier-page';
import ArticleListPage from './article-list-page';
import ContentRoutePage from '../public/content-route-page';
import ArticleInfoPage from '../public/article-info-page';
import PublicMobileLayout from '@/app/layouts/public-mobile-layout';

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
  '/home/Basic/getConfig': { 'site.name': '龙江跨境贸易港' },
  '/home/Basic/getPatchList': [{ code: 'promise.customs', title: '极速通关', link: '' }],
  '/home/Basic/getNavList': [
    {
      code: 'footer',
      name: '页脚',
      items: [{ id: 'f1', title: '合作伙伴', url: '/partners', target: '_self' }],
    },
  ],
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
  await firstPageData(store, portalModulesFor(url.pathname, true), url);
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

describe("a phone's portal layout, drawn first with its data", () => {
  it("shows the site's name, its footer promises and links in its first draw, and asks for them once", async () => {
    const PageInLayout = () => (
      <Routes>
        <Route element={<PublicMobileLayout />}>
          <Route path="/about" element={<p>page</p>} />
        </Route>
      </Routes>
    );
    const { asked, before } = await open('/about', PageInLayout);
    expect(screen.getAllByText(/龙江跨境贸易港/).length).toBeGreaterThan(0);
    expect(screen.getByText('极速通关')).toBeInTheDocument();
    expect(screen.getByText('合作伙伴')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const first = asked.slice(0, before);
    expect(asked.slice(before).filter((path) => first.includes(path))).toEqual([]);
  });
});
