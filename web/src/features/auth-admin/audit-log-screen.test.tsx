import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as userEvents } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import type { AuditLogLine } from './audit-log-api';
import { AuditLogScreen } from './components/audit-log-screen';

const signIn: AuditLogLine = {
  id: 'l1',
  action: 'auth.login.succeeded',
  actor: { sub: 'u1', kind: 'admin', name: 'admin' },
  subject: 'u1',
  ip: '10.1.2.3',
  source: 'auth',
  data: { method: 'password' },
  at: '2026-03-04T05:06:07.000Z',
};
const roleAuth: AuditLogLine = {
  id: 'l2',
  action: 'sys.role.auth',
  actor: { sub: 'u1', kind: 'admin', name: 'admin' },
  subject: 'r9',
  ip: '10.1.2.3',
  source: 'auth',
  before: { menuIds: ['m1'] },
  after: { menuIds: ['m1', 'm2'] },
  at: '2026-03-04T05:00:00.000Z',
};
const unknown: AuditLogLine = {
  id: 'l3',
  action: 'trade.contract.signed',
  actor: { sub: 'm7', kind: 'member' },
  subject: 'c1',
  at: '2026-03-04T04:00:00.000Z',
};

/** Answers the log with its three lines on page 1 and one line (per page of 20) on page 2, of 21. */
function serve() {
  return stubFetch((path, _body, req) => {
    if (path !== '/system/log/list') return envelope(null);
    const pageNumber = new URL(req.url).searchParams.get('pageNumber');
    const rows =
      pageNumber === '2' ? [{ ...unknown, id: 'p2', subject: 'second-page' }] : [signIn, roleAuth, unknown];
    return envelope({ rows, total: 21, summary: null });
  });
}
const queryOf = (call: { url: string }) => Object.fromEntries(new URL(call.url).searchParams);
/** The query of the last log request, without the cache-busting timestamp. */
const lastQuery = (calls: Array<{ path: string; url: string }>) => {
  const { _t: _stamp, ...query } = queryOf(calls.filter((c) => c.path === '/system/log/list').at(-1)!);
  return query;
};
const userEvent = userEvents.setup();
const log = () => screen.getByTestId('audit-log');
const rowOf = (text: string) => within(log()).getByText(text).closest('tr') as HTMLElement;

describe('audit log screen', () => {
  it('lists the lines with time, actor, localised action, subject and IP', async () => {
    const calls = serve();
    renderWithProviders(<AuditLogScreen />);
    const row = (await within(log()).findByText('登录成功')).closest('tr') as HTMLElement;
    for (const text of [dayjs(signIn.at).format('YYYY-MM-DD HH:mm:ss'), 'admin', '管理员', 'u1', '10.1.2.3'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(log()).getByText('分配角色权限')).toBeInTheDocument();
    // An action without a label reads as its raw name; a member without a name as its id.
    const other = rowOf('trade.contract.signed');
    expect(within(other).getByText('m7')).toBeInTheDocument();
    expect(within(other).getByText('会员')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ pageNumber: '1', pageSize: '20' });
    expect(calls[0]!.method).toBe('GET');
  });

  it('shows the raw action name when the admin points at the label', async () => {
    serve();
    renderWithProviders(<AuditLogScreen />);
    await userEvent.hover(await within(log()).findByText('登录成功'));
    expect(await screen.findByText('auth.login.succeeded')).toBeInTheDocument();
  });

  it('asks for the next page through the pager', async () => {
    const calls = serve();
    renderWithProviders(<AuditLogScreen />);
    await within(log()).findByText('登录成功');
    expect(within(screen.getByTestId('table-pager')).getByText('共 21 条')).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('table-pager')).getByTitle('2'));
    expect(await within(log()).findByText('second-page')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ pageNumber: '2', pageSize: '20' });
  });

  it('sends the chosen action, keyword and subject and starts again from page 1', async () => {
    const calls = serve();
    renderWithProviders(<AuditLogScreen />);
    await within(log()).findByText('登录成功');
    await userEvent.click(within(screen.getByTestId('table-pager')).getByTitle('2'));
    await within(log()).findByText('second-page');

    await userEvent.click(within(screen.getByTestId('audit-log-action')).getByRole('combobox'));
    await userEvent.click(await screen.findByText('分配角色权限 · sys.role.auth'));
    await userEvent.type(screen.getByTestId('audit-log-keyword'), ' role ');
    await userEvent.type(screen.getByTestId('audit-log-subject'), 'r9');
    await userEvent.click(screen.getByTestId('audit-log-search'));
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        pageNumber: '1',
        pageSize: '20',
        action: 'sys.role.auth',
        keyword: 'role',
        subject: 'r9',
      }),
    );
  });

  it('sends the actor and the chosen days as a time range', async () => {
    const calls = serve();
    renderWithProviders(<AuditLogScreen />);
    await within(log()).findByText('登录成功');
    await userEvent.type(screen.getByTestId('audit-log-actor'), 'admin');
    const [start, end] = screen.getAllByTestId('audit-log-period');
    await userEvent.click(start!);
    await userEvent.type(start!, '2026-03-01{Enter}');
    await userEvent.type(end!, '2026-03-04{Enter}');
    await userEvent.click(screen.getByTestId('audit-log-search'));
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        pageNumber: '1',
        pageSize: '20',
        actor: 'admin',
        from: dayjs('2026-03-01').startOf('day').toISOString(),
        to: dayjs('2026-03-04').endOf('day').toISOString(),
      }),
    );
  });

  it('expands a line to its before and after values as indented JSON', async () => {
    serve();
    renderWithProviders(<AuditLogScreen />);
    await userEvent.click(await within(log()).findByText('分配角色权限'));
    const detail = await screen.findByTestId('audit-detail-l2');
    expect(within(detail).getByText('修改前')).toBeInTheDocument();
    expect(within(detail).getByText('修改后')).toBeInTheDocument();
    expect(within(detail).getByTestId('audit-before-l2').textContent).toBe(
      JSON.stringify({ menuIds: ['m1'] }, null, 2),
    );
    expect(within(detail).getByTestId('audit-after-l2').textContent).toBe(
      JSON.stringify({ menuIds: ['m1', 'm2'] }, null, 2),
    );
    expect(within(detail).getByText('auth')).toBeInTheDocument();
  });
});
