import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import './mobile-setup';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import MemberMobileLayout from './member-mobile-layout';

function Landed() {
  return <div data-testid="landed">{useLocation().pathname}</div>;
}

describe('member area on a phone: the tab bar', () => {
  it("opens the public supply search from the 供应 tab, not the member's own supply", async () => {
    stubFetch(() => envelope({ rows: [], total: 0 }));
    const router = createMemoryRouter(
      [
        {
          path: '/mobile/member',
          element: <MemberMobileLayout />,
          children: [{ index: true, element: <Landed /> }],
        },
        { path: '*', element: <Landed /> },
      ],
      { initialEntries: ['/mobile/member'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await act(async () => {
      await userEvent.click(await screen.findByText('供应'));
    });
    expect((await screen.findByTestId('landed')).textContent).toBe('/supply');
  });
});
