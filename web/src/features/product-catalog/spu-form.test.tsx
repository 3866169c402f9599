import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { skuRows } from './sku-matrix';
import { SpuForm } from './spu-form';

const tree = [
  {
    id: 'c1',
    parentId: null,
    name: { 'zh-cn': '服装', en: 'Clothing', ru: 'Одежда' },
    sortOrder: 0,
    children: [
      {
        id: 'c11',
        parentId: 'c1',
        name: { 'zh-cn': '男装', en: 'Men', ru: 'Мужская' },
        sortOrder: 0,
        children: [
          {
            id: 'c111',
            parentId: 'c11',
            name: { 'zh-cn': 'T恤', en: 'T-shirts', ru: 'Футболки' },
            sortOrder: 0,
          },
        ],
      },
    ],
  },
];
const attrs = [
  {
    id: 'a1',
    name: '颜色',
    type: 'enum',
    values: ['红', '绿', '蓝'],
    categoryIds: [],
    status: 1,
    sortOrder: 0,
  },
  { id: 'a2', name: '尺码', type: 'enum', values: ['S', 'M', 'L'], categoryIds: [], status: 1, sortOrder: 1 },
];
const specs = attrs.map((a) => ({ attrId: a.id, name: a.name, values: a.values }));
const spu = {
  id: 's1',
  name: '纯棉T恤',
  categoryId: 'c111',
  brandId: null,
  description: '',
  status: 1,
  specs,
  skus: skuRows(specs).map((row, i) => ({ ...row, price: 10 + i, stock: 100, code: `TS-${i + 1}` })),
};

function stub() {
  return stubFetch((path, body) => {
    if (path === '/admin/product.category/tree') return envelope(tree);
    if (path === '/admin/product.attr/page') return envelope({ rows: attrs, total: 2, summary: null });
    if (path === '/admin/product.brand/page') return envelope({ rows: [], total: 0, summary: null });
    if (path === '/admin/product.spu/info') return envelope(spu);
    if (path === '/admin/product.spu/edit' || path === '/admin/product.spu/add')
      return envelope({ id: (body as { id?: string }).id ?? 's2' });
    return envelope(null);
  });
}
const skuTable = () => screen.getByTestId('sku-table');
const skuRowCount = () => skuTable().querySelectorAll('tbody tr[data-row-key]').length;

describe('SpuForm', () => {
  it('shows the 9 sku rows of 2 spec attributes × 3 values and saves them as edited', async () => {
    const calls = stub();
    const onSaved = jest.fn();
    renderWithProviders(<SpuForm id="s1" onSaved={onSaved} />);
    await waitFor(() => expect(skuRowCount()).toBe(9));
    expect(within(skuTable()).getByText('红 / S')).toBeInTheDocument();
    expect(within(skuTable()).getByText('蓝 / L')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('spu-category')).toHaveTextContent('服装 / 男装 / T恤'));

    const price = screen.getByRole('spinbutton', { name: '价格 2' });
    await userEvent.clear(price);
    await userEvent.type(price, '99.5');
    await userEvent.click(screen.getByTestId('spu-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('s1'));
    const sent = calls.find((c) => c.path === '/admin/product.spu/edit')!.body as typeof spu;
    expect(sent.skus).toHaveLength(9);
    expect(sent.skus[1]).toEqual({
      specValues: ['红', 'M'],
      price: 99.5,
      stock: 100,
      code: 'TS-2',
      image: '',
    });
    expect(sent.specs).toEqual(specs);
    expect(sent.categoryId).toBe('c111');
  });

  it('makes the sku rows from the spec attributes picked in the table select', async () => {
    const calls = stub();
    renderWithProviders(<SpuForm id="0" onSaved={() => {}} />);
    expect(within(skuTable()).getByText('选择规格属性及其值后生成 SKU')).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('spec-attrs')).getByRole('combobox'));
    const popup = await screen.findByTestId('spec-attrs-popup');
    await userEvent.click(await within(popup).findByText('颜色'));
    await userEvent.click(within(popup).getByText('尺码'));
    await waitFor(() => expect(skuRowCount()).toBe(9));
    expect(calls.find((c) => c.path === '/admin/product.attr/page')!.body).toMatchObject({
      filters: [{ field: 'type', op: '=', value: 'enum' }],
    });
  });

  it('drops the sku rows left empty when saving', async () => {
    const calls = stub();
    renderWithProviders(<SpuForm id="0" onSaved={() => {}} />);
    await userEvent.type(screen.getByLabelText('商品名称'), '羊毛衫');
    await userEvent.click(within(screen.getByTestId('spec-attrs')).getByRole('combobox'));
    const popup = await screen.findByTestId('spec-attrs-popup');
    await userEvent.click(await within(popup).findByText('颜色'));
    await waitFor(() => expect(skuRowCount()).toBe(3));
    await userEvent.type(screen.getByRole('spinbutton', { name: '价格 1' }), '20');
    // The category is required: pick the leaf through the cascader.
    await userEvent.click(within(screen.getByTestId('spu-category')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('服装'));
    await userEvent.click(await screen.findByTitle('男装'));
    await userEvent.click(await screen.findByTitle('T恤'));
    await userEvent.click(screen.getByTestId('spu-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/product.spu/add')).toBe(true));
    const sent = calls.find((c) => c.path === '/admin/product.spu/add')!.body as typeof spu;
    expect(sent.skus).toEqual([{ specValues: ['红'], price: 20, stock: null, code: '', image: '' }]);
  });
});
