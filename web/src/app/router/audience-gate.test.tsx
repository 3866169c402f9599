import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { localStore } from '@/lib/storage';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { buildRoutes } from './build-routes';

const signInAs = (kind: 'admin' | 'member') => {
  localStore.set('accessToken', 'a', 600);
  localStore.set('member_info', { kind, permissions: kind === 'admin' ? ['*/*/*'] : [] }, 600);
};

const open = (path: string) =>
  renderWithProviders(
    <RouterProvider router={createMemoryRouter(buildRoutes(false), { initialEntries: [path] })} />,
  );

/** §2: the wrong area answers with the no-permission page; an unknown back-office path with not-found. */
describe('areas by audience', () => {
  let calls: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    localStorage.clear();
    calls = stubFetch(() => envelope({ rows: [], total: 0 }));
  });

  it('shows a member who opens a back-office path the no-permission page, and calls nothing', async () => {
    signInAs('member');
    open('/admin/sys/user');
    const page = await screen.findByTestId('no-permission', {}, { timeout: 5000 });
    expect(page).toHaveTextContent('抱歉，您无权限访问该页面或页面不存在。');
    for (const name of ['返回首页', '返回上一页', '重新登录'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/admin') || call.path.startsWith('/system'))).toEqual(
      [],
    );
  });

  it('shows an admin who opens a member path the no-permission page', async () => {
    signInAs('admin');
    open('/product/supply');
    expect(await screen.findByTestId('no-permission', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown back-office path, not a placeholder', async () => {
    signInAs('admin');
    open('/admin/x');
    expect(await screen.findByTestId('not-found', {}, { timeout: 5000 })).toBeInTheDocument();
    open('/admin/no/such');
    await waitFor(() => expect(screen.getAllByTestId('not-found')).toHaveLength(2), { timeout: 5000 });
    expect(screen.queryByText('该页面正在建设中。')).toBeNull();
  });
});
