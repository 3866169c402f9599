import { Grid } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useFigures } from './use-figures';
import './trade-dashboard.css';

/** The phone's compact trade figures: the overview's counts, no charts. */
export function MobileReportSummary() {
  const { t } = useTranslation();
  const query = useFigures('overview');
  if (!query.data) return null;
  return (
    <div className="mrs" data-testid="mobile-report-summary">
      <div className="mrs-title">{t('member:reports.title')}</div>
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
