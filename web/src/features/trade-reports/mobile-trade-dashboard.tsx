import { Suspense } from 'react';
import { Card, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CHARTED, DimensionChart, isEmptyFigures, type ChartedDimension } from './dashboard-charts';
import { MobileReportSummary } from './mobile-report-summary';
import { useFigures } from './use-figures';
import './trade-dashboard.css';

/** The phone's chart height: two charts fit a screen. */
const HEIGHT = 240;

function Loading() {
  return <Skeleton.Paragraph lineCount={5} animated />;
}

/** A card holding one dimension's chart on a phone, with its loading, error and empty states. */
function MobileFigureCard({ dimension, title }: { dimension: ChartedDimension; title: string }) {
  const { t } = useTranslation();
  const query = useFigures(dimension);
  const figures = query.data;
  return (
    <Card title={title} className="mtd-card" data-testid={`report-${dimension}`}>
      {query.isError ? (
        <ErrorBlock status="default" title={t('member:reports.loadFailed')} description="" />
      ) : !figures ? (
        <Loading />
      ) : isEmptyFigures(figures) ? (
        <div className="mtd-empty">{t('member:reports.empty')}</div>
      ) : (
        <Suspense fallback={<Loading />}>
          <DimensionChart dimension={dimension} figures={figures} height={HEIGHT} compact />
        </Suspense>
      )}
    </Card>
  );
}

/**
 * The member's trade dashboard on a phone: the overview's counts, then the desktop
 * dashboard's charts one under another (by month, by the counterparty's country, contracts
 * by status and by amount). echarts loads with the first chart.
 */
export function MobileTradeDashboard() {
  const { t } = useTranslation();
  return (
    <div className="mtd" data-testid="trade-dashboard">
      <MobileReportSummary />
      {CHARTED.map(({ dimension, title }) => (
        <MobileFigureCard key={dimension} dimension={dimension} title={t(title)} />
      ))}
    </div>
  );
}
