import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import '@/app/layouts/mobile-setup';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { MobileReportSummary } from './mobile-report-summary';
import { MobileTradeDashboard } from './mobile-trade-dashboard';

// echarts needs a canvas: the chart shows what it was given to draw instead.
jest.mock('./report-chart', () => ({
  __esModule: true,
  default: ({
    kind,
    categories,
    series,
    height,
    stacked,
    testId,
  }: {
    kind: string;
    categories: string[];
    series: Array<{ name: string; values: number[] }>;
    height: number;
    stacked?: boolean;
    testId: string;
  }) => (
    <div data-testid={testId} data-kind={kind} data-height={height} data-stacked={String(Boolean(stacked))}>
      {categories.join('|')} / {series.map((s) => `${s.name}=${s.values.join(',')}`).join(';')}
    </div>
  ),
}));

const series = (...keys: string[]) => keys.map((key) => ({ key, label: key }));
const FIGURES: Record<string, unknown> = {
  overview: {
    dimension: 'overview',
    label: '概览',
    series: series('count'),
    rows: [
      { key: 'supplies', label: '供应', values: { count: 1 } },
      { key: 'contracts', label: '合同', values: { count: 2 } },
    ],
  },
  month: {
    dimension: 'month',
    label: '按月',
    series: series('supplies', 'contracts'),
    rows: [
      { key: '2025-02', label: '2025-02', values: { supplies: 0, contracts: 1 } },
      { key: '2025-03', label: '2025-03', values: { supplies: 1, contracts: 1 } },
    ],
  },
  country: {
    dimension: 'country',
    label: '按国家',
    series: series('inquiriesReceived'),
    rows: [
      { key: 'RU', label: 'RU', values: { inquiriesReceived: 3 } },
      { key: 'unknown', label: '未知', values: { inquiriesReceived: 1 } },
    ],
  },
  contractStatus: {
    dimension: 'contractStatus',
    label: '合同状态',
    series: series('count'),
    rows: [
      { key: 'draft', label: '草稿', values: { count: 0 } },
      { key: 'executing', label: '执行中', values: { count: 0 } },
    ],
  },
  contractAmount: {
    dimension: 'contractAmount',
    label: '合同金额',
    series: series('contracts', 'amount'),
    rows: [{ key: 'CNY', label: 'CNY', values: { contracts: 2, amount: 820100.5 } }],
  },
};

const stubReports = () =>
  stubFetch((path, body) =>
    path === '/home/report/groupQuery'
      ? envelope(FIGURES[(body as { dimension: string }).dimension])
      : envelope(null),
  );

const renderAt = (ui: React.ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('the trade dashboard on a phone', () => {
  it("draws the desktop's charts one under another, each from its own dimension", async () => {
    const calls = stubReports();
    renderAt(<MobileTradeDashboard />);
    const month = await screen.findByTestId('chart-month');
    expect(month).toHaveAttribute('data-kind', 'bar');
    expect(month).toHaveAttribute('data-height', '240');
    // Seven series a month fit a phone's width as one stacked bar a month.
    expect(month).toHaveAttribute('data-stacked', 'true');
    expect(month).toHaveTextContent('2025-02|2025-03 / supplies=0,1;contracts=1,1');
    // Countries by their names in the interface language; the unknown one by its label.
    const country = await screen.findByTestId('chart-country');
    expect(country).toHaveAttribute('data-kind', 'barHorizontal');
    expect(country).toHaveTextContent('俄罗斯|未知');
    // The amounts chart leaves out the count series and says which contracts it sums.
    const amount = await screen.findByTestId('chart-contractAmount');
    expect(amount).toHaveTextContent('CNY / amount=820100.5');
    expect(screen.getByTestId('report-contractAmount')).toHaveTextContent('已通过、执行中、已完成的合同');
    // A dimension of zeros says so instead of drawing an empty chart.
    expect(within(screen.getByTestId('report-contractStatus')).getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-contractStatus')).toBeNull();

    expect(within(await screen.findByTestId('figure-contracts')).getByText('2')).toBeInTheDocument();
    expect(screen.queryByTestId('report-charts-link')).toBeNull();
    const asked = calls.filter((c) => c.path === '/home/report/groupQuery').map((c) => c.body);
    expect(asked).toEqual(
      expect.arrayContaining(
        ['overview', 'month', 'country', 'contractStatus', 'contractAmount'].map((dimension) => ({
          dimension,
        })),
      ),
    );
  });

  it('says when a dimension could not be loaded', async () => {
    stubFetch((path, body) =>
      (body as { dimension?: string })?.dimension === 'month'
        ? { status: 500, body: { code: 500, message: '服务暂不可用', data: null } }
        : path === '/home/report/groupQuery'
          ? envelope(FIGURES[(body as { dimension: string }).dimension])
          : envelope(null),
    );
    renderAt(<MobileTradeDashboard />);
    const month = screen.getByTestId('report-month');
    expect(await within(month).findByText('统计数据加载失败，请稍后重试')).toBeInTheDocument();
    expect(await screen.findByTestId('chart-country')).toBeInTheDocument();
  });
});

describe('the trade figures on the phone member home', () => {
  it('links to the dashboard with the charts', async () => {
    stubReports();
    renderAt(<MobileReportSummary chartsLink />);
    const link = await screen.findByTestId('report-charts-link');
    expect(link).toHaveAttribute('href', '/mobile/member/dashboard');
    expect(link).toHaveTextContent('查看图表');
  });
});
