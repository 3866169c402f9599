import { act, screen, within } from '@testing-library/react';
import i18n from '@/i18n';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { AdminDashboard } from './dashboard';
import { perDay } from './api';

describe('back-office dashboard', () => {
  it('shows pending reviews, activity per day, and service health as unavailable until it answers', async () => {
    const today = new Date().toISOString();
    stubFetch((path, _body, req) => {
      if (path === '/admin/product.supply/page') return envelope({ rows: [], total: 3 });
      if (path === '/admin/product.demand/page') return envelope({ rows: [], total: 2 });
      if (path === '/system/log/list') {
        const action = new URL(req.url).searchParams.get('action');
        const n = action === 'trade.inquiry.created' ? 4 : 1;
        return envelope({ rows: Array.from({ length: n }, () => ({ at: today })), total: n });
      }
      return { status: 404, body: { code: 404, message: 'not found', data: null } };
    });
    renderWithProviders(<AdminDashboard />);
    expect(
      await within(await screen.findByTestId('dashboard-pending-supply')).findByText('3'),
    ).toBeInTheDocument();
    expect(await within(screen.getByTestId('dashboard-pending-demand')).findByText('2')).toBeInTheDocument();
    const activity = await screen.findByTestId('dashboard-activity');
    const firstRow = (await within(activity).findAllByRole('row'))[1]!;
    expect(await within(firstRow).findByText('4')).toBeInTheDocument();
    expect(await screen.findByText('服务状态暂不可用')).toBeInTheDocument();
    expect(screen.queryByText('请求错误')).toBeNull();
  });

  it.each([
    ['zh-CN', ['auth · 正常', 'files · 异常', 'catalog · 不可达']],
    ['en', ['auth · Up', 'files · Degraded', 'catalog · Unreachable']],
    ['ru', ['auth · Работает', 'files · Сбой', 'catalog · Недоступен']],
  ])("shows every service state in the reader's language (%s)", async (language, tags) => {
    await act(() => i18n.changeLanguage(language));
    stubFetch((path) => {
      if (path === '/system/app/list')
        return envelope([
          { name: 'auth', status: 'up' },
          { name: 'files', status: 'degraded' },
          { name: 'catalog', status: 'down' },
        ]);
      return { status: 404, body: { code: 404, message: 'not found', data: null } };
    });
    try {
      renderWithProviders(<AdminDashboard />);
      const health = await screen.findByTestId('dashboard-health');
      for (const tag of tags) expect(await within(health).findByText(tag)).toBeInTheDocument();
      expect(within(health).queryByText(/· (up|degraded|down)$/)).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('zh-CN'));
    }
  });

  it.each(['zh-CN', 'en', 'ru'])(
    'tells pending supplies and demands apart from inquiries and quotations (%s)',
    (language) => {
      const t = i18n.getFixedT(language, 'admin');
      const labels = ['pending.supply', 'pending.demand', 'inquiries', 'quotes'].map((key) =>
        t(`dashboard.${key}`),
      );
      // No two of the four start with the same word (as "Предложения" once stood for both).
      const firstWords = labels.map((label) => label.split(' ')[0]!.toLowerCase());
      expect(new Set(firstWords).size).toBe(4);
    },
  );

  it('shows the Russian labels of the cards and the activity columns', async () => {
    await act(() => i18n.changeLanguage('ru'));
    stubFetch((path) =>
      path === '/system/log/list'
        ? envelope({ rows: [], total: 0 })
        : { status: 404, body: { code: 404, message: 'not found', data: null } },
    );
    try {
      renderWithProviders(<AdminDashboard />);
      expect(
        await within(screen.getByTestId('dashboard-pending-supply')).findByText(
          'Товарные предложения на проверке',
        ),
      ).toBeInTheDocument();
      expect(
        within(screen.getByTestId('dashboard-pending-demand')).getByText('Спрос на проверке'),
      ).toBeInTheDocument();
      const activity = await screen.findByTestId('dashboard-activity');
      for (const heading of ['Запросы цены', 'Ценовые предложения'])
        expect(within(activity).getByText(heading)).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('zh-CN'));
    }
  });

  it('counts times per local day, oldest first, with empty days as 0', () => {
    const now = new Date(2026, 10, 24, 12);
    const rows = perDay(
      [new Date(2026, 10, 24, 9).toISOString(), new Date(2026, 10, 22, 9).toISOString()],
      3,
      now,
    );
    expect(rows).toEqual([
      { day: '2026-11-22', count: 1 },
      { day: '2026-11-23', count: 0 },
      { day: '2026-11-24', count: 1 },
    ]);
  });
});
