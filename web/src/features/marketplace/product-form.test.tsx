import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStore } from '@/lib/storage';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import type { Product } from './api';
import { galleryIds, galleryItems, ProductFormDialog } from './product-form';

const product: Product = {
  id: '66aa00000000000000000001',
  kind: 'supply',
  memberId: 'm1',
  name: '东北非转基因大豆',
  description: '',
  brand: '',
  price: 4200,
  quantity: 500,
  unit: 'ton',
  origin: '',
  validUntil: '2099-01-01T00:00:00.000Z',
  categoryId: 'grain',
  categoryName: '粮油',
  country: 'CN',
  countryName: '中国',
  gallery: ['f1', 'f2'],
  images: ['/api/basic.file/view/2025/01/a', '/api/basic.file/view/2025/01/b'],
  image: '/api/basic.file/view/2025/01/a',
  status: 'open',
  displayStatus: 'supplying',
  expired: false,
  sortOrder: 0,
  companyName: '黑河粮贸',
  verified: false,
  email: 'a@example.com',
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('the product form gallery', () => {
  it('zips the file ids with their urls, and saves the ids', () => {
    const items = galleryItems(product);
    expect(items).toEqual([
      { name: 'a', url: '/api/basic.file/view/2025/01/a', id: 'f1' },
      { name: 'b', url: '/api/basic.file/view/2025/01/b', id: 'f2' },
    ]);
    expect(galleryIds([items[1]!, { name: 'x', url: '/x.png' }, items[0]!])).toEqual(['f2', 'f1']);
  });

  it('keeps the existing images when an item is edited: the ids go back as they came', async () => {
    const calls = stubFetch((path, body) => {
      if (path === '/home/Category/page')
        return envelope([{ id: 'food', name: '农产品', children: [{ id: 'grain', name: '粮油' }] }]);
      if (path === '/country/list') return envelope([{ code: 'CN', name: '中国' }]);
      if (path === '/home/member.Supply/edit') return envelope({ ...product, ...(body as object) });
      return envelope(null);
    });
    renderWithProviders(<ProductFormDialog kind="supply" product={product} open onClose={() => {}} />);
    await waitFor(() => expect(document.querySelectorAll('.ant-upload-list-item-done img')).toHaveLength(2));
    expect(document.querySelector('.ant-upload-list-item-done img')).toHaveAttribute(
      'src',
      '/api/basic.file/view/2025/01/a',
    );
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/home/member.Supply/edit')).toBe(true));
    expect(calls.find((c) => c.path === '/home/member.Supply/edit')!.body).toMatchObject({
      id: product.id,
      gallery: ['f1', 'f2'],
    });
    expect(calls.find((c) => c.path === '/home/member.Supply/edit')!.body).not.toHaveProperty('images');
  });

  it("shows the member account's company name read-only and never sends one", async () => {
    localStore.set('member_info', { companyName: '抚远对俄贸易有限公司' }, 3600);
    try {
      const calls = stubFetch((path, body) => {
        if (path === '/home/Category/page')
          return envelope([{ id: 'food', name: '农产品', children: [{ id: 'grain', name: '粮油' }] }]);
        if (path === '/country/list') return envelope([{ code: 'CN', name: '中国' }]);
        if (path === '/home/member.Supply/edit') return envelope({ ...product, ...(body as object) });
        return envelope(null);
      });
      renderWithProviders(<ProductFormDialog kind="supply" product={product} open onClose={() => {}} />);
      const company = await screen.findByTestId('company-name');
      expect(company).toHaveValue('抚远对俄贸易有限公司');
      expect(company).toHaveAttribute('readonly');
      expect(screen.getByText('公司名称取自会员账户，此处不可修改')).toBeInTheDocument();
      await userEvent.type(company, '伪造');
      expect(company).toHaveValue('抚远对俄贸易有限公司');
      await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
      await waitFor(() => expect(calls.some((c) => c.path === '/home/member.Supply/edit')).toBe(true));
      const sent = calls.find((c) => c.path === '/home/member.Supply/edit')!.body;
      expect(sent).not.toHaveProperty('companyName');
      expect(sent).not.toHaveProperty('sortOrder');
    } finally {
      localStore.remove('member_info');
    }
  });

  it("pre-fills a new item's contact block from the member account", async () => {
    localStore.set(
      'member_info',
      {
        companyName: '抚远对俄贸易有限公司',
        realname: '赵经理',
        mobile: '+8613900000001',
        email: 'zhao@example.com',
        country: 'CN',
      },
      3600,
    );
    try {
      stubFetch((path) => {
        if (path === '/home/Category/page') return envelope([]);
        if (path === '/country/list') return envelope([{ code: 'CN', name: '中国' }]);
        return envelope(null);
      });
      renderWithProviders(<ProductFormDialog kind="supply" open onClose={() => {}} />);
      expect(await screen.findByTestId('company-name')).toHaveValue('抚远对俄贸易有限公司');
      expect(screen.getByLabelText('联系人')).toHaveValue('赵经理');
      expect(screen.getByLabelText('联系电话')).toHaveValue('+8613900000001');
      expect(screen.getByLabelText('邮箱')).toHaveValue('zhao@example.com');
      expect(await screen.findByTitle('中国')).toBeInTheDocument();
    } finally {
      localStore.remove('member_info');
    }
  });
});

describe('the product form category', () => {
  it('picks a leaf of a three-level category tree with the cascader and saves its id', async () => {
    const calls = stubFetch((path, body) => {
      if (path === '/home/Category/page')
        return envelope([
          {
            id: 'food',
            name: '农产品',
            children: [{ id: 'grain', name: '粮油', children: [{ id: 'rice', name: '大米', children: [] }] }],
          },
        ]);
      if (path === '/country/list') return envelope([{ code: 'CN', name: '中国' }]);
      if (path === '/home/member.Supply/edit') return envelope({ ...product, ...(body as object) });
      return envelope(null);
    });
    renderWithProviders(
      <ProductFormDialog
        kind="supply"
        product={{ ...product, categoryId: 'rice' }}
        open
        onClose={() => {}}
      />,
    );
    const category = await screen.findByTestId('cascader');
    await waitFor(() => expect(category).toHaveTextContent('农产品 / 粮油 / 大米'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/home/member.Supply/edit')).toBe(true));
    expect(calls.find((c) => c.path === '/home/member.Supply/edit')!.body).toMatchObject({
      categoryId: 'rice',
    });
  });
});
