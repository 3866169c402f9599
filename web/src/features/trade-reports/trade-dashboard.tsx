import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportFigures } from './api';
import { countryName } from './country-names';
import { useFigures } from './use-figures';
import './trade-dashboard.css';

// echarts comes with the first chart, after the figures: the dashboard's own chunk stays small.
const ReportChart = lazy(() => import('./report-chart'));

/** A card holding one dimension's chart, with its loading, error and empty states. */
function FigureCard({
  dimension,
  title,
  children,
}: {
  dimension: string;
  title: string;
  children: (figures: ReportFigures) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useFigures(dimension);
  const figures = query.data;
  const empty = figures && figures.rows.every((row) => Object.values(row.values).every((v) => v === 0));
  return (
    <Card title={title} data-testid={`report-${dimension}`} className="td-card">
      {query.isError ? (
        <Alert type="error" showIcon message={t('member:reports.loadFailed')} />
      ) : !figures ? (
        <Skeleton active />
      ) : empty ? (
        <Empty description={t('member:reports.empty')} />
      ) : (
        <Suspense fallback={<Skeleton active />}>{children(figures)}</Suspense>
      )}
    </Card>
  );
}

/** The series of a dimension as echarts takes them: one list of values per series, in row order. */
const seriesOf = (figures: ReportFigures) =>
  figures.series.map((s) => ({ name: s.label, values: figures.rows.map((row) => row.values[s.key] ?? 0) }));

/** The overview's counts as statistic tiles. */
function OverviewTiles() {
  const { t } = useTranslation();
  const query = useFigures('overview');
  if (query.isError) return <Alert type="error" showIcon message={t('member:reports.loadFailed')} />;
  if (!query.data) return <Skeleton active />;
  return (
    <div className="td-tiles" data-testid="report-overview">
      {query.data.rows.map((row) => (
        <Card key={row.key} size="small" className="td-tile">
          <Statistic title={<span title={row.label}>{row.label}</span>} value={row.values.count ?? 0} />
        </Card>
      ))}
    </div>
  );
}

/**
 * The member's trade dashboard: its supplies, demands, inquiries, quotations and contracts
 * counted overall, by month and by the counterparty's country, and its contracts by status
 * and by amount. Every figure is the member's own (`/home/report/groupQuery`).
 */
export function TradeDashboard() {
  const { t, i18n } = useTranslation();
  return (
    <div className="td" data-testid="trade-dashboard">
      <OverviewTiles />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={14}>
          <FigureCard dimension="month" title={t('member:reports.byMonth')}>
            {(figures) => (
              <ReportChart
                kind="bar"
                categories={figures.rows.map((row) => row.label)}
                series={seriesOf(figures)}
                height={300}
              />
            )}
          </FigureCard>
        </Col>
        <Col xs={24} xl={10}>
          <FigureCard dimension="country" title={t('member:reports.byCountry')}>
            {(figures) => (
              <ReportChart
                kind="barHorizontal"
                categories={figures.rows.map((row) =>
                  row.key === 'unknown' ? row.label : countryName(row.key, i18n.language),
                )}
                series={seriesOf(figures)}
                height={300}
              />
            )}
          </FigureCard>
        </Col>
        <Col xs={24} xl={10}>
          <FigureCard dimension="contractStatus" title={t('member:reports.byStatus')}>
            {(figures) => (
              <ReportChart
                kind="pie"
                categories={figures.rows.map((row) => row.label)}
                series={seriesOf(figures)}
                height={280}
              />
            )}
          </FigureCard>
        </Col>
        <Col xs={24} xl={14}>
          <FigureCard dimension="contractAmount" title={t('member:reports.byAmount')}>
            {(figures) => (
              <>
                <ReportChart
                  kind="bar"
                  categories={figures.rows.map((row) => row.label)}
                  series={seriesOf(figures).slice(1)}
                  height={260}
                />
                <div className="td-note">{t('member:reports.amountNote')}</div>
              </>
            )}
          </FigureCard>
        </Col>
      </Row>
    </div>
  );
}
