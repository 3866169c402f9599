import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { withFeedback } from '@/lib/feedback';
import { renderWithProviders } from '@/test-utils/render';
import { RootShell } from './root-shell';

/** The 404 notification of one page does not stay on screen on the next one. */
describe('notifications per page', () => {
  it("closes a page's request-error notification when the user moves to another page", async () => {
    const router = createMemoryRouter(
      [
        {
          Component: RootShell,
          children: [
            { path: '/a', element: <p>page a</p> },
            { path: '/b', element: <p>page b</p> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText('page a')).toBeInTheDocument();
    act(() =>
      withFeedback((f) =>
        f.notification.error({ title: '请求错误', description: 'Status:404，正在请求不存在的服务器记录！' }),
      ),
    );
    expect(await screen.findByText('Status:404，正在请求不存在的服务器记录！')).toBeInTheDocument();
    await act(() => router.navigate('/b'));
    expect(await screen.findByText('page b')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Status:404，正在请求不存在的服务器记录！')).toBeNull());
  });
});
