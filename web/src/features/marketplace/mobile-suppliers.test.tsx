import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileSupplierIndex, MobileSupplierPage } from './mobile-suppliers';
import { landedOn, referenceData, renderMobileScreen, stubApi } from './mobile-test-kit';

const MEMBER = '65f000000000000000000007';
const supplier = {
  memberId: MEMBER,
  companyName: '满洲里木业有限公司',
  highlight: '满洲里<em>木业</em>有限公司',
  image: null,
  verified: true,
  supplyCount: 2,
  categories: [{ id: 'timber', name: '木材' }],
  latestAt: '2025-03-01T02:00:00.000Z',
};

function serve(total = 1) {
  return stubApi((path) => {
    if (path === '/product/suppliers') return { rows: [supplier], total };
    if (path === '/product/supplier')
      return { ...supplier, countries: [{ code: 'RU', name: '俄罗斯' }], since: '2024-01-01T00:00:00.000Z' };
    if (path === '/product/page') return { rows: [], total: 0 };
    return referenceData(path);
  });
}

describe('suppliers on a phone', () => {
  it('finds suppliers by a word and links each to its page', async () => {
    const calls = serve();
    renderMobileScreen(<MobileSupplierIndex />, { path: '/supplier', route: '/supplier' });
    const card = await screen.findByTestId('supplier-card');
    expect(card).toHaveTextContent('在售供应 2 条');
    const link = within(card).getByRole('link');
    expect(link).toHaveAttribute('href', `/supplier/info?id=${MEMBER}`);
    expect(link.querySelector('mark, em')?.textContent).toBe('木业');
    expect(screen.getByTestId('verified-badge')).toHaveTextContent('已认证');
    await userEvent.type(screen.getByPlaceholderText('搜索公司名称或产品'), '木业{Enter}');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/product/suppliers').at(-1)?.body).toEqual({
        keyword: '木业',
        pageNumber: 1,
        pageSize: 12,
      }),
    );
    // A tap on the row's figures opens the supplier too.
    await userEvent.click(screen.getByText(/在售供应 2 条/));
    expect(await landedOn()).toBe('/supplier/info');
  });

  it('describes the index, and asks for the categories only when the picker first opens', async () => {
    const calls = serve();
    renderMobileScreen(<MobileSupplierIndex />, { path: '/supplier', route: '/supplier' });
    expect(await screen.findByText(/最近有发布的排在前面/)).toBeVisible();
    await screen.findByTestId('supplier-card');
    expect(calls.some((c) => c.path === '/home/Category/page')).toBe(false);
    await userEvent.click(screen.getByTestId('supplier-category'));
    // The picker's code and the category list load on this tap; its wheels show them.
    expect(await screen.findByRole('button', { name: '当前选择的是：粮油' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/home/Category/page')).toBe(true);
  });

  it("shows a supplier's profile and searches only its supplies", async () => {
    const calls = serve();
    renderMobileScreen(<MobileSupplierPage memberId={MEMBER} />, {
      path: `/supplier/info?id=${MEMBER}`,
      route: '/supplier/info',
    });
    expect(await screen.findByTestId('supplier-profile')).toHaveTextContent('满洲里木业有限公司');
    expect(screen.getByTestId('supplier-profile')).toHaveTextContent('俄罗斯');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/product/page')?.body).toMatchObject({
        kind: 'supply',
        memberId: MEMBER,
      }),
    );
  });
});
