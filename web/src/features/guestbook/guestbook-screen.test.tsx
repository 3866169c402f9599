import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as userEvents } from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { localStore } from '@/lib/storage';
import type { GuestbookRow } from './api';
import { GuestbookScreen } from './guestbook-screen';

const message = (over: Partial<GuestbookRow>): GuestbookRow => ({
  id: 'g1',
  type: 'message',
  status: 'new',
  name: '李经理',
  phone: '+8613700000000',
  phoneVerified: true,
  email: 'li@example.com',
  company: '黑河边贸公司',
  country: '俄罗斯',
  content: '想了解满洲里口岸的清关时间和费用，请尽快联系。',
  createdAt: '2026-01-01T02:00:00.000Z',
  ...over,
});
const li = message({});
const ivan = message({ id: 'g2', type: 'service', name: 'Ivan', company: 'Amur Timber LLC' });

const userEvent = userEvents.setup();
const buttonIn = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByText(name, { selector: 'button, button *' }).closest('button') as HTMLElement;

/** Answers the table's page and the delete. */
function serve() {
  return stubFetch((path) => {
    if (path === '/admin/guestbook/page') return envelope({ rows: [li, ivan], total: 2, summary: null });
    if (path === '/admin/guestbook/del') return envelope({ deleted: 1 });
    return envelope(null);
  });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  localStore.set('member_info', { kind: 'admin', permissions: ['*/*/*'] }, 3600);
});

describe('back-office guestbook', () => {
  it('asks before deleting a message and calls the delete only once confirmed, then reloads', async () => {
    const calls = serve();
    renderWithProviders(<GuestbookScreen />);
    await userEvent.click(await screen.findByTestId(`guestbook-del-${li.id}`));
    const confirm = (await screen.findByText(`确定删除 ${li.name} 吗？`)).closest(
      '.ant-popover',
    ) as HTMLElement;
    expect(confirm).not.toBeNull();
    expect(calls.some((c) => c.path === '/admin/guestbook/del')).toBe(false);
    const pagesBefore = calls.filter((c) => c.path === '/admin/guestbook/page').length;

    await userEvent.click(buttonIn(confirm, /确\s?定/));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/admin/guestbook/del').map((c) => c.body)).toEqual([
        { id: li.id },
      ]),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/admin/guestbook/page').length).toBeGreaterThan(pagesBefore),
    );
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const calls = serve();
    renderWithProviders(<GuestbookScreen />);
    await userEvent.click(await screen.findByTestId(`guestbook-del-${ivan.id}`));
    const confirm = (await screen.findByText(`确定删除 ${ivan.name} 吗？`)).closest(
      '.ant-popover',
    ) as HTMLElement;
    await userEvent.click(buttonIn(confirm, /取\s?消/));
    await waitFor(() => expect(confirm).toHaveClass('ant-popover-hidden'));
    expect(calls.some((c) => c.path === '/admin/guestbook/del')).toBe(false);
  });

  it('keeps the actions column pinned to the right of the sideways-scrolling table', async () => {
    serve();
    renderWithProviders(<GuestbookScreen />);
    const del = await screen.findByTestId(`guestbook-del-${li.id}`);
    expect(del.closest('td')!.className).toMatch(/ant-table-cell-fix-(end|right)/);
    const heading = within(screen.getByTestId('data-table-guestbook')).getByText('操作', { selector: 'th' });
    expect(heading.className).toMatch(/ant-table-cell-fix-(end|right)/);
  });

  it('shows no delete action without the delete permission', async () => {
    localStore.set('member_info', { kind: 'admin', permissions: ['admin/guestbook/page'] }, 3600);
    serve();
    renderWithProviders(<GuestbookScreen />);
    expect(await screen.findByText(ivan.company!)).toBeInTheDocument();
    expect(screen.queryByTestId(`guestbook-del-${li.id}`)).toBeNull();
  });
});
