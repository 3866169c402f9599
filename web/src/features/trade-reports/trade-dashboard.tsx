import { Suspense, type ReactNode } from 'react';
import { Alert, Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportFigures } from './api';
import { CHARTED, DimensionChart, isEmptyFigures, type ChartedDimension } from './dashboard-charts';
import { useFigures } from './use-figures';
import './trade-dashboard.css';

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
  const empty = figures && isEmptyFigures(figures);
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

/** The width of each chart's card on a wide screen (of 24 columns): two rows of two. */
const SPAN: Record<ChartedDimension, number> = {
  month: 14,
  country: 10,
  contractStatus: 10,
  contractAmount: 14,
};

/**
 * The member's trade dashboard: its supplies, demands, inquiries, quotations and contracts
 * counted overall, by month and by the counterparty's country, and its contracts by status
 * and by amount. Every figure is the member's own (`/home/report/groupQuery`).
 */
export function TradeDashboard() {
  const { t } = useTranslation();
  return (
    <div className="td" data-testid="trade-dashboard">
      <OverviewTiles />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {CHARTED.map(({ dimension, title }) => (
          <Col key={dimension} xs={24} xl={SPAN[dimension]}>
            <FigureCard dimension={dimension} title={t(title)}>
              {(figures) => <DimensionChart dimension={dimension} figures={figures} />}
            </FigureCard>
          </Col>
        ))}
      </Row>
    </div>
  );
}
