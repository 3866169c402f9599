import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';

/** Types by pasting: one change event per field keeps these form tests fast. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}
import { DictScreen } from './dict-screen';

const classes = [
  {
    id: 'c1',
    class_code: 'unit',
    class_name: '计量单位',
    labels: { 'zh-cn': '计量单位', en: 'Units', ru: 'Единицы' },
    remark: '',
    show_order: 10,
    item_count: 1,
  },
  {
    id: 'c2',
    class_code: 'currency',
    class_name: '币种',
    labels: { 'zh-cn': '币种', en: '', ru: '' },
    remark: '',
    show_order: 20,
    item_count: 0,
  },
];
const ton = {
  id: 'i1',
  class_code: 'unit',
  dict_code: 'ton',
  dict_value: '吨',
  labels: { 'zh-cn': '吨', en: 'ton', ru: 'тонна' },
  show_order: 10,
  status: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('DictScreen', () => {
  it("lists the classes, shows the first class's items, and adds an item to the chosen class", async () => {
    const calls = stubFetch((path) => {
      if (path === '/admin/sys.dictClass/list') return envelope(classes);
      if (path === '/admin/sys.dictItem/page') return envelope({ rows: [ton], total: 1, summary: null });
      if (path === '/admin/sys.dictItem/add') return envelope({ id: 'i2' });
      return envelope(null);
    });
    renderWithProviders(<DictScreen />);
    expect(await screen.findByText('币种')).toBeInTheDocument();
    expect(await screen.findByText('吨')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/admin/sys.dictItem/page')!.body).toMatchObject({
      search_params: { class_code: 'unit' },
    });

    await userEvent.click(screen.getByTestId('dict-item-add'));
    const form = await screen.findByTestId('dict-item-form');
    await fill(within(form).getByLabelText('字典编码'), 'pallet');
    await fill(within(form).getByLabelText('名称（中文）'), '托盘');
    await fill(within(form).getByLabelText('名称（英文）'), 'Pallet');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/sys.dictItem/add')).toBe(true));
    expect(calls.find((c) => c.path === '/admin/sys.dictItem/add')!.body).toEqual({
      class_code: 'unit',
      dict_code: 'pallet',
      dict_value: '托盘',
      labels: { en: 'Pallet' },
      show_order: 0,
      status: 1,
    });
  });

  it('refuses a code with spaces before sending anything', async () => {
    const calls = stubFetch((path) =>
      path === '/admin/sys.dictClass/list'
        ? envelope(classes)
        : envelope({ rows: [], total: 0, summary: null }),
    );
    renderWithProviders(<DictScreen />);
    await userEvent.click(await screen.findByTestId('dict-class-add'));
    const form = await screen.findByTestId('dict-class-form');
    await fill(within(form).getByLabelText('分类编码'), 'bad code');
    await fill(within(form).getByLabelText('名称（中文）'), '坏');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('只能包含字母、数字、下划线、点和短横线')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/admin/sys.dictClass/add')).toBe(false);
  });
});
