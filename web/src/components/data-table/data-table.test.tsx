import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { DataTable, type DataColumn } from './data-table';
import { SETTINGS_DELAY_MS } from './column-settings';

const columns: DataColumn[] = [
  { prop: 'product_name', label: '产品名称', sortable: true },
  { prop: 'price', label: '价格', sortable: true },
  { prop: 'unit', label: '单位' },
];
const rows = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({
    id: from + i,
    product_name: `产品${from + i}`,
    price: 10 + i,
    unit: '箱',
  }));
const page = (list: unknown[], total: number) => envelope({ rows: list, total, summary: null });

const renderTable = () =>
  renderWithProviders(<DataTable tableKey="supply" url="/home/member.Supply/page" columns={columns} />);
const table = () => screen.getByTestId('data-table-supply');

beforeEach(() => sessionStorage.clear());

describe('DataTable states', () => {
  it('shows loading while the page request is pending', async () => {
    let release!: () => void;
    stubFetch(() => new Promise((r) => (release = () => r(page(rows(2), 2)))));
    renderTable();
    await waitFor(() => expect(table().querySelector('.ant-spin-spinning')).not.toBeNull());
    release();
    await waitFor(() => expect(table().querySelector('.ant-spin-spinning')).toBeNull());
  });

  it('shows 暂无数据 for an empty page', async () => {
    stubFetch(() => page([], 0));
    renderTable();
    expect(await within(table()).findByText('暂无数据')).toBeInTheDocument();
    expect(within(table()).getByText('共 0 条')).toBeInTheDocument();
  });

  it('shows rows and total, asking for page 1 of 20 (§9)', async () => {
    const calls = stubFetch(() => page(rows(20), 45));
    renderTable();
    expect(await within(table()).findByText('产品1')).toBeInTheDocument();
    expect(within(table()).getByText('共 45 条')).toBeInTheDocument();
    expect(calls[0]).toEqual(
      expect.objectContaining({ path: '/home/member.Supply/page', body: { pageNumber: 1, pageSize: 20 } }),
    );
  });

  it('shows the server message when the code is not 200', async () => {
    stubFetch(() => envelope(null, 403, '无权查看该列表'));
    renderTable();
    expect(await within(table()).findByText('无权查看该列表')).toBeInTheDocument();
  });

  it('shows the status text when the request fails', async () => {
    global.fetch = jest.fn(
      async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }),
    ) as unknown as typeof fetch;
    renderTable();
    expect(await within(table()).findByText('Bad Gateway')).toBeInTheDocument();
  });

  it('shows 数据格式错误 for an unparsable response', async () => {
    stubFetch(() => ({ body: { rows: [] } }));
    renderTable();
    expect(await within(table()).findByText('数据格式错误')).toBeInTheDocument();
  });
});

describe('DataTable paging and sorting', () => {
  it('lays out the pager as total, sizes, prev, pager, next, jumper with sizes 10-50', async () => {
    stubFetch(() => page(rows(20), 45));
    renderTable();
    await within(table()).findByText('产品1');
    const pager = screen.getByTestId('table-pager');
    const order = [...pager.children].map((el) => el.textContent);
    expect(order[0]).toBe('共 45 条');
    expect(order[1]).toContain('20 条/页');
    expect(pager.children[2]!.querySelector('.ant-pagination-prev')).not.toBeNull();
    expect(order[3]).toContain('跳至');
    await userEvent.click(within(pager).getByRole('combobox'));
    for (const size of [10, 20, 30, 40, 50])
      expect(screen.getAllByText(`${size} 条/页`).length).toBeGreaterThan(0);
  });

  it('requests another page, another size and a jump', async () => {
    const calls = stubFetch((_p, body) =>
      page(rows(20, ((body as { pageNumber: number }).pageNumber - 1) * 20 + 1), 95),
    );
    renderTable();
    await within(table()).findByText('产品1');
    await userEvent.click(within(screen.getByTestId('table-pager')).getByTitle('2'));
    expect(await within(table()).findByText('产品21')).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({ pageNumber: 2, pageSize: 20 });

    await userEvent.click(within(screen.getByTestId('table-pager')).getByRole('combobox'));
    await userEvent.click(screen.getAllByText('50 条/页').at(-1)!);
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ pageNumber: 1, pageSize: 50 }));

    const jump = screen.getByLabelText('jump-to-page');
    await userEvent.type(jump, '2{Enter}');
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ pageNumber: 2, pageSize: 50 }));
  });

  it('goes back to page 1 when the filters change', async () => {
    const calls = stubFetch((_p, body) =>
      page(rows(20, ((body as { pageNumber: number }).pageNumber - 1) * 20 + 1), 95),
    );
    const filters = [{ field: 'product_name', op: 'include', value: '大豆' }];
    const view = (params?: { filters: typeof filters }) => (
      <DataTable tableKey="supply" url="/home/member.Supply/page" columns={columns} params={params} />
    );
    const { rerender } = renderWithProviders(view());
    await within(table()).findByText('产品1');
    await userEvent.click(within(screen.getByTestId('table-pager')).getByTitle('2'));
    expect(await within(table()).findByText('产品21')).toBeInTheDocument();

    rerender(view({ filters }));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ filters, pageNumber: 1, pageSize: 20 }));
    expect(await within(table()).findByText('产品1')).toBeInTheDocument();
  });

  it('sorts by a sortable column on the server', async () => {
    const calls = stubFetch(() => page(rows(3), 3));
    renderTable();
    await within(table()).findByText('产品1');
    const header = () => within(table()).getAllByText('价格')[0]!;
    await userEvent.click(header());
    await waitFor(() =>
      expect(calls.at(-1)!.body).toEqual({ pageNumber: 1, pageSize: 20, prop: 'price', order: 'asc' }),
    );
    await userEvent.click(header());
    await waitFor(() =>
      expect(calls.at(-1)!.body).toEqual({ pageNumber: 1, pageSize: 20, prop: 'price', order: 'desc' }),
    );
  });
});

describe('DataTable column settings', () => {
  afterEach(() => jest.useRealTimers());

  async function openSettings() {
    await within(table()).findByText('产品1');
    await userEvent.click(within(table()).getByRole('button', { name: /列设置/ }));
    return screen.findByTestId('column-settings');
  }

  it('hides a column and saves per table after the 1 s delay with 保存成功', async () => {
    stubFetch(() => page(rows(2), 2));
    renderTable();
    const panel = await openSettings();
    await userEvent.click(within(panel).getByLabelText('unit-hide'));
    await userEvent.clear(within(panel).getByLabelText('price-label'));
    await userEvent.type(within(panel).getByLabelText('price-label'), '单价');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(panel).getByRole('button', { name: '保存' }));
    expect(sessionStorage.getItem('trade_table-columns:supply')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(SETTINGS_DELAY_MS));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const saved = JSON.parse(sessionStorage.getItem('trade_table-columns:supply')!).value;
    expect(saved).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ prop: 'unit', hide: true }),
        expect.objectContaining({ prop: 'price', label: '单价' }),
      ]),
    );
    const headers = [...table().querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['产品名称', '单价']);
  });

  it('restores saved settings for the same table key', async () => {
    sessionStorage.setItem(
      'trade_table-columns:supply',
      JSON.stringify({
        value: [
          { prop: 'price', label: '价格', width: '120', sortable: true, fixed: 'left', hide: false },
          {
            prop: 'product_name',
            label: '产品名称',
            width: 'auto',
            sortable: true,
            fixed: false,
            hide: true,
          },
        ],
        expire: null,
      }),
    );
    stubFetch(() => page(rows(1), 1));
    renderTable();
    await within(table()).findByText('10');
    expect([...table().querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['价格', '单位']);
  });

  it('reports 保存失败 when storage refuses', async () => {
    stubFetch(() => page(rows(2), 2));
    renderTable();
    const panel = await openSettings();
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(panel).getByRole('button', { name: '保存' }));
    await act(() => jest.advanceTimersByTimeAsync(SETTINGS_DELAY_MS));
    expect(await screen.findByText('保存失败')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('reports 重置失败 when the reset fails', async () => {
    stubFetch(() => page(rows(2), 2));
    renderTable();
    const panel = await openSettings();
    const spy = jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(panel).getByRole('button', { name: '重置' }));
    await act(() => jest.advanceTimersByTimeAsync(SETTINGS_DELAY_MS));
    expect(await screen.findByText('重置失败')).toBeInTheDocument();
    spy.mockRestore();
  });
});
