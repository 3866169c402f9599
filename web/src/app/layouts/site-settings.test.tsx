import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@/app/layouts/mobile-setup';
import i18n from '@/i18n';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { RootShell } from '@/app/router/root-shell';
import { PortalFooter } from './portal-footer';
import PublicMobileLayout from './public-mobile-layout';

const SETTINGS = {
  'site.name': '龙江跨境贸易港',
  'site.name.en': 'Longjiang Trade Port',
  'site.name.ru': 'Торговый порт Лунцзян',
  'site.hotline': '400-123-4567',
  'site.icp': '黑ICP备2025000001号',
};

const answerSettings = (settings: Record<string, unknown>) =>
  stubFetch((path) => (path === '/home/Basic/getConfig' ? envelope(settings) : envelope(null)));

const inRouter = (element: React.ReactNode, path = '/about') =>
  createMemoryRouter([{ Component: RootShell, children: [{ path: '*', element }] }], {
    initialEntries: [path],
  });

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('the portal shows the site settings of the back office', () => {
  it('desktop footer: the hotline, the ICP number linked to the filing lookup, the name in the copyright', async () => {
    answerSettings(SETTINGS);
    renderWithProviders(<RouterProvider router={inRouter(<PortalFooter promises={[]} links={[]} />)} />);
    const footer = await screen.findByTestId('portal-footer');
    expect(await within(footer).findByTestId('site-hotline')).toHaveTextContent('400-123-4567');
    expect(within(footer).getByTestId('site-hotline')).toHaveAttribute('href', 'tel:4001234567');
    const icp = within(footer).getByTestId('site-icp');
    expect(icp).toHaveTextContent('黑ICP备2025000001号');
    expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(icp).toHaveAttribute('target', '_blank');
    expect(footer).toHaveTextContent('Copyright © 2017-2025 龙江跨境贸易港 版权所有');
  });

  it('phone footer and title bar: the same hotline, ICP number and name', async () => {
    answerSettings(SETTINGS);
    renderWithProviders(<RouterProvider router={inRouter(<PublicMobileLayout />)} />);
    const footer = await screen.findByTestId('portal-footer');
    expect(await within(footer).findByTestId('site-icp')).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    expect(within(footer).getByTestId('site-hotline')).toHaveTextContent('400-123-4567');
    expect(document.querySelector('.m-navbar')).toHaveTextContent('龙江跨境贸易港');
  });

  it('shows no contacts line while the hotline and ICP number are empty', async () => {
    answerSettings({ 'site.hotline': '', 'site.icp': ' ' });
    renderWithProviders(<RouterProvider router={inRouter(<PortalFooter promises={[]} links={[]} />)} />);
    await screen.findByTestId('portal-footer');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId('site-contacts')).toBeNull();
  });

  it("the page title uses the site name in the reader's language", async () => {
    answerSettings(SETTINGS);
    renderWithProviders(<RouterProvider router={inRouter(<p>page</p>)} />);
    await waitFor(() => expect(document.title).toBe('龙江跨境贸易港'));
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Longjiang Trade Port'));
    await act(() => i18n.changeLanguage('ru'));
    await waitFor(() => expect(document.title).toBe('Торговый порт Лунцзян'));
  });

  it('keeps the bundled name while a language has no name set', async () => {
    answerSettings({ 'site.name': '龙江跨境贸易港' });
    renderWithProviders(<RouterProvider router={inRouter(<p>page</p>)} />);
    await waitFor(() => expect(document.title).toBe('龙江跨境贸易港'));
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Cross-Border Trade Platform'));
  });

  it('on the home page the settings come with the home call, and nothing else is asked', async () => {
    const calls = stubFetch((path) =>
      path === '/index/index'
        ? envelope({ navigation: null, promises: [], banners: [], services: [], settings: SETTINGS })
        : envelope(null),
    );
    renderWithProviders(<RouterProvider router={inRouter(<PublicMobileLayout />, '/pages/home')} />);
    const footer = await screen.findByTestId('portal-footer');
    expect(await within(footer).findByTestId('site-hotline')).toHaveTextContent('400-123-4567');
    await waitFor(() => expect(document.title).toBe('龙江跨境贸易港'));
    expect(calls.map((call) => call.path)).not.toContain('/home/Basic/getConfig');
  });
});

describe('the portal footer', () => {
  it('draws the promise content blocks, then the links of the custom navigation’s footer group', async () => {
    stubFetch((path) => {
      if (path === '/home/Basic/getNavList')
        return envelope([
          {
            id: 'g',
            code: 'footer',
            items: [
              { id: 'a', title: '关于平台', url: '/about', target: '_self' },
              { id: 'p', title: '隐私保护', url: '/privacy', target: '_self' },
            ],
          },
        ]);
      if (path === '/home/Basic/getPatchList')
        return envelope([
          { code: 'promise.1', group: 'promise', title: '全天候在线', summary: '', link: '' },
        ]);
      return envelope(null);
    });
    renderWithProviders(<RouterProvider router={inRouter(<PublicMobileLayout />)} />);
    const footer = await screen.findByTestId('portal-footer');
    const links = within(footer).getByTestId('portal-footer-links');
    expect(await within(links).findByRole('link', { name: '隐私保护' })).toHaveAttribute('href', '/privacy');
    expect(within(links).getByRole('link', { name: '关于平台' })).toHaveAttribute('href', '/about');
    expect(await within(footer).findByText('全天候在线')).toBeInTheDocument();
    expect(within(links).queryByText('全天候在线')).toBeNull();
  });

  it('shows the built-in links until the navigation answers', async () => {
    stubFetch(() => envelope(null));
    renderWithProviders(<RouterProvider router={inRouter(<PublicMobileLayout />)} />);
    const links = within(await screen.findByTestId('portal-footer')).getByTestId('portal-footer-links');
    expect(within(links).getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy');
    expect(within(links).getByRole('link', { name: '服务条款' })).toHaveAttribute('href', '/terms');
  });
});
