import { useState } from 'react';
import { Modal } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { TableSelect, TABLE_SELECT_HEIGHT, type TableSelectProps } from './table-select';

const brands = Array.from({ length: 45 }, (_, i) => ({ id: `b${i + 1}`, name: `品牌${i + 1}` }));
const pageOf = (body: { pageNumber: number; pageSize: number; filters?: Array<{ value: string }> }) => {
  const ids = body.filters?.[0]?.value.split('|');
  const list = ids ? brands.filter((b) => ids.includes(b.id)) : brands;
  const from = (body.pageNumber - 1) * body.pageSize;
  return envelope({ rows: list.slice(from, from + body.pageSize), total: list.length, summary: null });
};

function Harness(props: Partial<TableSelectProps>) {
  const [value, setValue] = useState<TableSelectProps['value']>(props.value);
  return (
    <>
      <TableSelect
        url="/admin/product.brand/page"
        columns={[{ prop: 'name', label: '品牌名称' }]}
        {...props}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;
const popup = () => screen.getByTestId('table-select-popup');

describe('TableSelect', () => {
  it('loads nothing until opened, then page 1 of 20 in a table 245 px high', async () => {
    const calls = stubFetch((_path, body) => pageOf(body as never));
    renderWithProviders(<Harness />);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await within(popup()).findByText('品牌1')).toBeInTheDocument();
    expect(within(popup()).queryByText('品牌21')).toBeNull();
    expect(calls[0]).toEqual(
      expect.objectContaining({ path: '/admin/product.brand/page', body: { pageNumber: 1, pageSize: 20 } }),
    );
    const body = popup().querySelector<HTMLElement>('.ant-table-body');
    expect(body?.style.maxHeight).toBe(`${TABLE_SELECT_HEIGHT}px`);
  });

  it('pages through the list', async () => {
    const calls = stubFetch((_path, body) => pageOf(body as never));
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    await within(popup()).findByText('品牌1');
    await userEvent.click(within(popup()).getByTitle('下一页'));
    expect(await within(popup()).findByText('品牌21')).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({ pageNumber: 2, pageSize: 20 });
  });

  it('chooses one row and shows its label', async () => {
    stubFetch((_path, body) => pageOf(body as never));
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await within(popup()).findByText('品牌3'));
    expect(value()).toBe('b3');
    await waitFor(() => expect(screen.getByTestId('table-select')).toHaveTextContent('品牌3'));
  });

  it('chooses several rows when multiple', async () => {
    stubFetch((_path, body) => pageOf(body as never));
    renderWithProviders(<Harness multiple />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await within(popup()).findByText('品牌2'));
    await userEvent.click(within(popup()).getByText('品牌5'));
    expect(value()).toEqual(['b2', 'b5']);
    await userEvent.click(within(popup()).getByText('品牌2'));
    expect(value()).toEqual(['b5']);
  });

  it('loads the current selection by id list with a very large page size', async () => {
    const calls = stubFetch((_path, body) => pageOf(body as never));
    renderWithProviders(<Harness multiple value={['b30', 'b41']} />);
    await waitFor(() => expect(screen.getByTestId('table-select')).toHaveTextContent('品牌30'));
    expect(screen.getByTestId('table-select')).toHaveTextContent('品牌41');
    expect(calls).toEqual([
      expect.objectContaining({
        body: { pageNumber: 1, pageSize: 1000, filters: [{ field: 'id', op: '=', value: 'b30|b41' }] },
      }),
    ]);
  });

  it('asks nothing for selected rows already at hand', async () => {
    const calls = stubFetch((_path, body) => pageOf(body as never));
    renderWithProviders(<Harness multiple value={['b7']} selectedRows={[{ id: 'b7', name: '品牌7' }]} />);
    expect(screen.getByTestId('table-select')).toHaveTextContent('品牌7');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });

  it('searches the search field with include', async () => {
    const calls = stubFetch((_path, body) => pageOf(body as never));
    renderWithProviders(<Harness searchField="name" />);
    await userEvent.click(screen.getByRole('combobox'));
    await within(popup()).findByText('品牌1');
    await userEvent.type(within(popup()).getByPlaceholderText('搜索'), '品牌4{Enter}');
    await waitFor(() =>
      expect(calls.at(-1)!.body).toEqual({
        pageNumber: 1,
        pageSize: 20,
        filters: [{ field: 'name', op: 'include', value: '品牌4' }],
      }),
    );
  });

  it('in a modal form: the search box keeps the focus and Enter searches without submitting', async () => {
    const calls = stubFetch((_path, body) => pageOf(body as never));
    const submitted = jest.fn((e: React.FormEvent) => e.preventDefault());
    renderWithProviders(
      <Modal open title="表单">
        <form onSubmit={submitted}>
          <Harness searchField="name" />
        </form>
      </Modal>,
    );
    await userEvent.click(screen.getByRole('combobox'));
    await within(popup()).findByText('品牌1');
    // Drawn inside the modal, whose focus lock would otherwise take the focus back.
    expect(screen.getByRole('dialog').contains(popup())).toBe(true);
    const search = within(popup()).getByPlaceholderText('搜索');
    await userEvent.type(search, '品牌4{Enter}');
    await waitFor(() => expect(calls.at(-1)!.body).toHaveProperty('filters'));
    expect(search).toHaveFocus();
    expect(submitted).not.toHaveBeenCalled();
    expect(popup().closest('.ant-select-dropdown')).not.toHaveClass('ant-select-dropdown-hidden');
  });

  it('shows 暂无数据 for an empty list', async () => {
    stubFetch(() => envelope({ rows: [], total: 0, summary: null }));
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await within(popup()).findByText('暂无数据')).toBeInTheDocument();
  });
});
