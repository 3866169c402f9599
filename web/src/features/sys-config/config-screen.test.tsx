import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';

/** Types by pasting: one change event per field keeps these form tests fast. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}
import { ConfigScreen } from './config-screen';

const setting = (over: object) => ({
  labels: { 'zh-cn': '', en: '', ru: '' },
  remark: '',
  sort: 0,
  public: false,
  min: null,
  max: null,
  ...over,
});
const rows = [
  setting({
    id: 's1',
    key: 'site.name',
    group: 'site',
    type: 'string',
    value: '跨境贸易',
    title: '站点名称',
    public: true,
  }),
  setting({
    id: 's2',
    key: 'site.hotline',
    group: 'site',
    type: 'string',
    value: '400',
    title: '服务热线',
    sort: 1,
  }),
  setting({
    id: 's3',
    key: 'auth.registration.open',
    group: 'auth',
    type: 'boolean',
    value: true,
    title: '开放会员注册',
  }),
];

describe('ConfigScreen', () => {
  it('shows the settings by group and saves only the changed values in one batch', async () => {
    const calls = stubFetch((path) => {
      if (path === '/admin/sys.config/list') return envelope(rows);
      if (path === '/admin/sys.config/batch') return envelope({ changed: 1 });
      return envelope(null);
    });
    renderWithProviders(<ConfigScreen />);
    expect(await screen.findByRole('tab', { name: '站点' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '登录与注册' })).toBeInTheDocument();
    const hotline = await screen.findByLabelText('服务热线');
    await userEvent.clear(hotline);
    await fill(hotline, '400-800-1234');
    await userEvent.click(screen.getAllByTestId('settings-save')[0]!);
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/sys.config/batch')).toBe(true));
    expect(calls.find((c) => c.path === '/admin/sys.config/batch')!.body).toEqual({
      items: [{ key: 'site.hotline', value: '400-800-1234' }],
    });
  });
});
