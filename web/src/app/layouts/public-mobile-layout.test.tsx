import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@/app/layouts/mobile-setup';
import i18n from '@/i18n';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { RootShell } from '@/app/router/root-shell';
import PublicMobileLayout from './public-mobile-layout';

const atAbout = () =>
  createMemoryRouter(
    [
      {
        Component: RootShell,
        children: [
          { path: '*', element: <PublicMobileLayout /> },
          { path: '/login/login', element: <p>sign-in page</p> },
        ],
      },
    ],
    { initialEntries: ['/about'] },
  );

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe("the phone portal's title bar", () => {
  it('opens the menu on the first tap, with the portal’s pages and the way to sign in', async () => {
    stubFetch(() => envelope(null));
    const router = atAbout();
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: '菜单' }));
    // The drawer's code loads on this first tap.
    expect(await screen.findByText('供应大厅')).toBeVisible();
    await userEvent.click(screen.getByText('登录'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/login'));
  });

  it('switches the language from the sheet the globe button opens', async () => {
    stubFetch(() => envelope(null));
    renderWithProviders(<RouterProvider router={atAbout()} />);
    await userEvent.click(await screen.findByRole('button', { name: '语言' }));
    await userEvent.click(await screen.findByText('English'));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(await screen.findByRole('button', { name: 'Language' })).toHaveTextContent('English');
  });
});
