import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportFigures } from './api';
import { countryName } from './country-names';

// echarts comes with the first chart, after the figures: the dashboards' own chunks stay
// small, and the desktop and the phone share this one chunk.
const ReportChart = lazy(() => import('./report-chart'));

/** The dimensions the dashboards chart, in their order, with their titles' keys. */
export const CHARTED = [
  { dimension: 'month', title: 'member:reports.byMonth' },
  { dimension: 'country', title: 'member:reports.byCountry' },
  { dimension: 'contractStatus', title: 'member:reports.byStatus' },
  { dimension: 'contractAmount', title: 'member:reports.byAmount' },
] as const;
export type ChartedDimension = (typeof CHARTED)[number]['dimension'];

/** The series of a dimension as echarts takes them: one list of values per series, in row order. */
export const seriesOf = (figures: ReportFigures) =>
  figures.series.map((s) => ({ name: s.label, values: figures.rows.map((row) => row.values[s.key] ?? 0) }));

/** Whether a dimension has nothing to draw: every figure of every row is 0. */
export const isEmptyFigures = (figures: ReportFigures) =>
  figures.rows.every((row) => Object.values(row.values).every((v) => v === 0));

/**
 * One dimension's chart, as both dashboards draw it: months as bars, countries as
 * horizontal bars (named in the interface language), contract statuses as a pie and the
 * amounts per currency as bars with their note (on a phone, `compact`, the months' bars are
 * stacked). Render it inside a Suspense: echarts loads
 * with the first chart.
 */
export function DimensionChart({
  dimension,
  figures,
  height,
  compact = false,
}: {
  dimension: ChartedDimension;
  figures: ReportFigures;
  /** The chart's height in pixels; each dimension has its own otherwise. */
  height?: number;
  /** A phone's narrow chart: the months' series stacked into one bar a month. */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const labels = figures.rows.map((row) => row.label);
  const testId = `chart-${dimension}`;
  switch (dimension) {
    case 'month':
      return (
        <ReportChart
          kind="bar"
          categories={labels}
          series={seriesOf(figures)}
          height={height ?? 300}
          stacked={compact}
          testId={testId}
        />
      );
    case 'country':
      return (
        <ReportChart
          kind="barHorizontal"
          categories={figures.rows.map((row) =>
            row.key === 'unknown' ? row.label : countryName(row.key, i18n.language),
          )}
          series={seriesOf(figures)}
          height={height ?? 300}
          testId={testId}
        />
      );
    case 'contractStatus':
      return (
        <ReportChart
          kind="pie"
          categories={labels}
          series={seriesOf(figures)}
          height={height ?? 280}
          testId={testId}
        />
      );
    case 'contractAmount':
      return (
        <>
          <ReportChart
            kind="bar"
            categories={labels}
            series={seriesOf(figures).slice(1)}
            height={height ?? 260}
            testId={testId}
          />
          <div className="td-note">{t('member:reports.amountNote')}</div>
        </>
      );
  }
}
