import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test-utils/render';
import { FilterDrawer } from './filter-drawer';
import { FILTER_OPS, searchParamsToFilters, type FilterItem } from './filter-model';

const fields = [
  { field: 'product_name', label: '产品名称' },
  { field: 'price', label: '价格' },
];

function setup(value: FilterItem[] = []) {
  const onApply = jest.fn();
  renderWithProviders(
    <FilterDrawer
      open
      onClose={() => {}}
      fields={fields}
      value={value}
      onApply={onApply}
      storageKey="supply"
    />,
  );
  const drawer = () => screen.getByTestId('filter-drawer');
  return { onApply, drawer };
}

beforeEach(() => localStorage.clear());

describe('FilterDrawer', () => {
  it('is 650 wide and offers the §9 operators', async () => {
    const { drawer } = setup([{ field: 'price', op: '>=', value: '10' }]);
    expect(document.querySelector<HTMLElement>('.ant-drawer-content-wrapper')!.style.width).toBe('650px');
    expect(FILTER_OPS).toEqual(['=', '!=', '>', '>=', '<', '<=', 'include', 'notinclude']);
    await userEvent.click(within(drawer()).getByLabelText('filter-op-0'));
    for (const label of ['=', '!=', '>', '<', '<=', '包含', '不包含'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  });

  it('adds, edits, removes and applies filter items', async () => {
    const { drawer, onApply } = setup();
    await userEvent.click(screen.getByRole('button', { name: /添加过滤项/ }));
    await userEvent.click(screen.getByRole('button', { name: /添加过滤项/ }));
    expect(within(drawer()).getAllByTestId('filter-row')).toHaveLength(2);
    await userEvent.type(within(drawer()).getByLabelText('filter-value-0'), '大米|松子');
    await userEvent.type(within(drawer()).getByLabelText('filter-value-1'), '100');
    await userEvent.click(within(drawer()).getByLabelText('filter-remove-1'));
    expect(within(drawer()).getAllByTestId('filter-row')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '应用' }));
    expect(onApply).toHaveBeenCalledWith([{ field: 'product_name', op: '=', value: '大米|松子' }]);
  });

  it('warns 无过滤项 when every field is already used', async () => {
    setup([
      { field: 'product_name', op: '=', value: 'a' },
      { field: 'price', op: '>', value: '1' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: /添加过滤项/ }));
    expect(await screen.findByText('无过滤项')).toBeInTheDocument();
  });

  it('clears all items and applies the empty list', async () => {
    const { drawer, onApply } = setup([{ field: 'price', op: '>', value: '1' }]);
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(within(drawer()).queryAllByTestId('filter-row')).toHaveLength(0);
    expect(onApply).toHaveBeenCalledWith([]);
  });

  it("suggests a field's values in its value box when the field names them", () => {
    renderWithProviders(
      <FilterDrawer
        open
        onClose={() => {}}
        fields={[...fields, { field: 'status', label: '状态', placeholder: 'open | closed' }]}
        value={[
          { field: 'status', op: '=', value: '' },
          { field: 'price', op: '>', value: '' },
        ]}
        onApply={() => {}}
        storageKey="supply"
      />,
    );
    expect(screen.getByLabelText('filter-value-0')).toHaveAttribute('placeholder', 'open | closed');
    expect(screen.getByLabelText('filter-value-1')).toHaveAttribute('placeholder', '值');
  });

  it('refuses a favourite without a name: 名称不能为空', async () => {
    setup([{ field: 'price', op: '>', value: '1' }]);
    await userEvent.click(screen.getByRole('button', { name: '保存为常用过滤' }));
    expect(await screen.findByText('名称不能为空')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('favourite-name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: '保存为常用过滤' }));
    expect(localStorage.getItem('trade_filter-favourites:supply')).toBeNull();
  });

  it('saves a favourite, loads it back, and deletes it after 确认删除此常用过滤吗？', async () => {
    const { drawer } = setup([{ field: 'price', op: '>', value: '100' }]);
    await userEvent.type(screen.getByLabelText('favourite-name'), '高价');
    await userEvent.click(screen.getByRole('button', { name: '保存为常用过滤' }));
    const stored = JSON.parse(localStorage.getItem('trade_filter-favourites:supply')!).value;
    expect(stored).toEqual([{ title: '高价', filters: { price: { value: '100', op: '>' } } }]);

    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    await userEvent.click(within(screen.getByTestId('filter-favourites')).getByText('高价'));
    expect(within(drawer()).getByLabelText('filter-value-0')).toHaveValue('100');

    await userEvent.click(screen.getByLabelText('delete-favourite-高价'));
    expect(await screen.findByText('确认删除此常用过滤吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('filter-favourites')).queryByText('高价')).toBeNull(),
    );
    expect(JSON.parse(localStorage.getItem('trade_filter-favourites:supply')!).value).toEqual([]);
  });
});

describe('search_params', () => {
  it('turns field@op keys into filter items (§7)', () => {
    expect(
      searchParamsToFilters({ 'price@>=': 10, 'name@include': ['a', 'b'], plain: 1, 'x@bogus': 2 }),
    ).toEqual([
      { field: 'price', op: '>=', value: '10' },
      { field: 'name', op: 'include', value: 'a|b' },
    ]);
  });
});
