import { Grid } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFigures } from './use-figures';
import './trade-dashboard.css';

/** Where the phone's dashboard (the figures as charts) lives. */
export const MOBILE_DASHBOARD_PATH = '/mobile/member/dashboard';

/**
 * The phone's compact trade figures: the overview's counts. On the member home it links to
 * the dashboard with the charts (`chartsLink`).
 */
export function MobileReportSummary({ chartsLink = false }: { chartsLink?: boolean }) {
  const { t } = useTranslation();
  const query = useFigures('overview');
  if (!query.data) return null;
  return (
    <div className="mrs" data-testid="mobile-report-summary">
      <div className="mrs-head">
        <span className="mrs-title">{t('member:reports.title')}</span>
        {chartsLink && (
          <Link to={MOBILE_DASHBOARD_PATH} className="mrs-link" data-testid="report-charts-link">
            {t('member:reports.charts')}
            <RightOutline />
          </Link>
        )}
      </div>
      <Grid columns={4} gap={8}>
        {query.data.rows.map((row) => (
          <Grid.Item key={row.key}>
            <div className="mrs-figure" data-testid={`figure-${row.key}`}>
              <span className="mrs-value">{row.values.count ?? 0}</span>
              <span className="mrs-label">{row.label}</span>
            </div>
          </Grid.Item>
        ))}
      </Grid>
    </div>
  );
}
