import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { AttrScreen } from './attr-screen';
import { BrandScreen } from './brand-screen';
import { CategoryScreen } from './category-screen';
import { RecycleScreen } from './spu-screen';

const names = (zh: string, en: string, ru: string) => ({ 'zh-cn': zh, en, ru });
const tree = [
  {
    id: 'c1',
    parentId: null,
    name: names('服装', 'Clothing', 'Одежда'),
    sortOrder: 0,
    children: [
      {
        id: 'c11',
        parentId: 'c1',
        name: names('男装', 'Men', 'Мужская'),
        sortOrder: 0,
        children: [{ id: 'c111', parentId: 'c11', name: names('T恤', 'T-shirts', 'Футболки'), sortOrder: 0 }],
      },
    ],
  },
];

beforeEach(() => sessionStorage.clear());

describe('CategoryScreen', () => {
  it('shows the three levels of the tree with their names in each language', async () => {
    stubFetch(() => envelope(tree));
    renderWithProviders(<CategoryScreen />);
    const table = await screen.findByTestId('category-tree');
    expect(await within(table).findByText('T恤')).toBeInTheDocument();
    expect(within(table).getByText('Мужская')).toBeInTheDocument();
    expect(within(table).getByText('Clothing')).toBeInTheDocument();
  });

  it('adds a category under the row whose add-child button was used', async () => {
    const calls = stubFetch((path) => (path.endsWith('/add') ? envelope({ id: 'c112' }) : envelope(tree)));
    renderWithProviders(<CategoryScreen />);
    const row = (await screen.findByText('男装')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '添加下级' }));
    const form = await screen.findByTestId('category-form');
    await userEvent.type(within(form).getByLabelText('名称（中文）'), '衬衫');
    await userEvent.type(within(form).getByLabelText('名称（英文）'), 'Shirts');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/product.category/add')).toBe(true));
    expect(calls.find((c) => c.path === '/admin/product.category/add')!.body).toMatchObject({
      parentId: 'c11',
      name: { 'zh-cn': '衬衫', en: 'Shirts' },
      sortOrder: 0,
    });
  });

  it('shows 暂无数据 for an empty tree', async () => {
    stubFetch(() => envelope([]));
    renderWithProviders(<CategoryScreen />);
    expect(await within(screen.getByTestId('category-tree')).findByText('暂无数据')).toBeInTheDocument();
  });
});

/** An spu in the recycle bin, as /admin/product.spuRecycle/page answers it. */
const BINNED_SPU = {
  id: 's1',
  name: '纯棉T恤',
  categoryId: 'c111',
  categoryName: 'T恤',
  brandId: null,
  brandName: '',
  description: '',
  status: 1,
  specs: [],
  skus: [],
  createdAt: '2026-11-01T08:00:00.000Z',
  deletedAt: '2026-11-02T08:00:00.000Z',
};

describe('RecycleScreen', () => {
  it('restores and purges a deleted spu after confirmation', async () => {
    const calls = stubFetch((path) =>
      path.endsWith('/page') ? envelope({ rows: [BINNED_SPU], total: 1, summary: null }) : envelope(null),
    );
    renderWithProviders(<RecycleScreen />);
    await userEvent.click(await screen.findByTestId('recycle-restore-纯棉T恤'));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/product.spuRecycle/restore')).toBe(true));
    await userEvent.click(screen.getByTestId('recycle-purge-纯棉T恤'));
    const confirm = await screen.findAllByRole('button', { name: '确定' });
    await userEvent.click(confirm.at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/product.spuRecycle/del')).toBe(true));
    expect(calls.find((c) => c.path === '/admin/product.spuRecycle/del')!.body).toEqual({ id: 's1' });
  });
});

describe('BrandScreen', () => {
  it('lists brands and adds one without a logo', async () => {
    const calls = stubFetch((path) =>
      path.endsWith('/page')
        ? envelope({
            rows: [{ id: 'b1', name: '北极绒', logo: '', description: '', sortOrder: 0 }],
            total: 1,
            summary: null,
          })
        : envelope({ id: 'b2' }),
    );
    renderWithProviders(<BrandScreen />);
    expect(await screen.findByText('北极绒')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('product-brand-add'));
    const form = await screen.findByTestId('brand-form');
    await userEvent.type(within(form).getByLabelText('品牌名称'), '北大荒');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/product.brand/add')).toBe(true));
    expect(calls.find((c) => c.path === '/admin/product.brand/add')!.body).toEqual({
      name: '北大荒',
      logo: '',
      sortOrder: 0,
    });
  });
});

describe('AttrScreen', () => {
  it('saves a text attribute without values, and asks an enumeration for its values', async () => {
    const calls = stubFetch((path) => {
      if (path.endsWith('/page')) return envelope({ rows: [], total: 0, summary: null });
      if (path.endsWith('/tree')) return envelope(tree);
      return envelope({ id: 'a9' });
    });
    renderWithProviders(<AttrScreen />);
    await userEvent.click(await screen.findByTestId('product-attr-add'));
    const form = await screen.findByTestId('attr-form');
    await userEvent.type(within(form).getByLabelText('属性名称'), '面料');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请至少输入一个可选值')).toBeInTheDocument();
    await userEvent.click(within(form).getByLabelText('文本'));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/product.attr/add')).toBe(true));
    expect(calls.find((c) => c.path === '/admin/product.attr/add')!.body).toMatchObject({
      name: '面料',
      type: 'text',
      values: [],
    });
  });
});
