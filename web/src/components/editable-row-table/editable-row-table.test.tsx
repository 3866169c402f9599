import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InputNumber } from 'antd';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test-utils/render';
import { EditableRowTable, type EditableColumn, type EditableRowTableProps } from './editable-row-table';
import { formatRows, type EditableRow } from './rows';

const columns: EditableColumn[] = [
  { field: 'code', title: '编码' },
  {
    field: 'price',
    title: '价格',
    editor: ({ value, onChange }) => (
      <InputNumber aria-label="价格" value={value as number} onChange={(v) => onChange(v)} />
    ),
  },
];
const template = { code: '', price: null };

/** Holds the rows as a form would and shows them as JSON. */
function Harness(props: Partial<EditableRowTableProps> & { initial?: EditableRow[] }) {
  const { initial = [], ...rest } = props;
  const [rows, setRows] = useState<EditableRow[]>(initial);
  return (
    <>
      <EditableRowTable columns={columns} template={template} value={rows} onChange={setRows} {...rest} />
      <output data-testid="rows">{JSON.stringify(rows)}</output>
    </>
  );
}
const rows = () => JSON.parse(screen.getByTestId('rows').textContent ?? '[]') as EditableRow[];
const table = () => screen.getByTestId('editable-row-table');

describe('EditableRowTable', () => {
  it('shows 暂无数据 when empty, or the given empty text', () => {
    const { unmount } = renderWithProviders(<Harness />);
    expect(within(table()).getByText('暂无数据')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness emptyText="还没有规格" />);
    expect(within(table()).getByText('还没有规格')).toBeInTheDocument();
  });

  it('shows the empty text in the current language', async () => {
    await act(() => i18n.changeLanguage('ru'));
    renderWithProviders(<Harness />);
    expect(within(table()).getByText('Нет данных')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-CN'));
  });

  it('adds a row from the template and edits its cells', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    expect(rows()).toEqual([{ code: '', price: null }]);
    await userEvent.type(screen.getByRole('textbox', { name: '编码' }), 'SKU-1');
    await userEvent.type(screen.getByRole('spinbutton', { name: '价格' }), '12');
    expect(rows()).toEqual([{ code: 'SKU-1', price: 12 }]);
  });

  it('calls the custom add event instead of adding a template row', async () => {
    const onAdd = jest.fn();
    renderWithProviders(<Harness onAdd={onAdd} addText="选择商品" />);
    await userEvent.click(screen.getByRole('button', { name: /选择商品/ }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(rows()).toEqual([]);
  });

  it('deletes a row after confirmation', async () => {
    renderWithProviders(<Harness initial={[{ code: 'A' }, { code: 'B' }]} />);
    await userEvent.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(rows()).toEqual([{ code: 'B' }]);
  });

  it('hides the add button, delete buttons and drag handles when not enabled', () => {
    renderWithProviders(<Harness initial={[{ code: 'A' }]} addable={false} deletable={false} />);
    expect(screen.queryByRole('button', { name: /添加一行/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '拖动排序' })).toBeNull();
  });

  it('shows read-only cells as text', () => {
    renderWithProviders(
      <EditableRowTable
        columns={[{ field: 'spec', title: '规格', readOnly: true }]}
        value={[{ spec: '红 / L' }]}
      />,
    );
    expect(within(table()).getByText('红 / L')).toBeInTheDocument();
    expect(within(table()).queryByRole('textbox')).toBeNull();
  });

  it('moves a row with the keyboard when sortable', async () => {
    renderWithProviders(<Harness sortable initial={[{ code: 'A' }, { code: 'B' }, { code: 'C' }]} />);
    const handles = screen.getAllByRole('button', { name: '拖动排序' });
    expect(handles).toHaveLength(3);
    // jsdom lays nothing out: give each row a box so the keyboard sensor finds the next one.
    table()
      .querySelectorAll<HTMLElement>('tr[data-row-key]')
      .forEach((tr, i) => {
        tr.getBoundingClientRect = () =>
          ({
            top: i * 40,
            bottom: i * 40 + 40,
            left: 0,
            right: 400,
            width: 400,
            height: 40,
            x: 0,
            y: i * 40,
          }) as DOMRect;
      });
    const first = handles[0]!;
    first.focus();
    fireEvent.keyDown(first, { code: 'Space' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    fireEvent.keyDown(document.activeElement ?? first, { code: 'ArrowDown' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    fireEvent.keyDown(document.activeElement ?? first, { code: 'Space' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(rows().map((r) => r.code)).toEqual(['B', 'A', 'C']);
  });
});

describe('formatRows', () => {
  it('drops rows whose template fields are all empty', () => {
    const data = [
      { code: '', price: null, note: 'kept out of the check' },
      { code: ' ', price: undefined },
      { code: '', price: 0 },
      { code: 'B', price: null },
    ];
    expect(formatRows(data, template)).toEqual([
      { code: '', price: 0 },
      { code: 'B', price: null },
    ]);
  });

  it('keeps every row without a template', () => {
    expect(formatRows([{ code: '' }])).toEqual([{ code: '' }]);
  });
});
