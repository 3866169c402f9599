import { Alert, Card, Col, Row, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  perDay,
  useActivitySinceQuery,
  usePendingReviewsQuery,
  useServiceHealthQuery,
  type AppHealth,
} from './api';

const DAYS = 7;

/** Items waiting for review, per kind. */
function PendingCard({ kind }: { kind: 'supply' | 'demand' }) {
  const { t } = useTranslation();
  const { data, isError, isLoading } = usePendingReviewsQuery(kind);
  return (
    <Card data-testid={`dashboard-pending-${kind}`}>
      <Statistic
        title={t(`admin:dashboard.pending.${kind}`)}
        value={isError ? '—' : (data ?? 0)}
        loading={isLoading}
      />
    </Card>
  );
}

/** New members, inquiries and quotations per day over the last week, from the audit log. */
function ActivityTable() {
  const { t } = useTranslation();
  const now = new Date();
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (DAYS - 1)).toISOString();
  const members = useActivitySinceQuery({ kind: 'members', from });
  const inquiries = useActivitySinceQuery({ kind: 'inquiries', from });
  const quotes = useActivitySinceQuery({ kind: 'quotes', from });
  const all = [members, inquiries, quotes];
  const [m, i, q] = all.map((r) => perDay(r.data ?? [], DAYS, now));
  const rows = m!.map((row, index) => ({
    day: row.day,
    members: row.count,
    inquiries: i![index]!.count,
    quotes: q![index]!.count,
  }));
  if (all.some((r) => r.isError))
    return <Alert type="warning" showIcon title={t('admin:dashboard.activityUnavailable')} />;
  return (
    <Table
      size="small"
      rowKey="day"
      data-testid="dashboard-activity"
      loading={all.some((r) => r.isLoading)}
      pagination={false}
      dataSource={rows.reverse()}
      columns={[
        { title: t('admin:dashboard.day'), dataIndex: 'day' },
        { title: t('admin:dashboard.members'), dataIndex: 'members' },
        { title: t('admin:dashboard.inquiries'), dataIndex: 'inquiries' },
        { title: t('admin:dashboard.quotes'), dataIndex: 'quotes' },
      ]}
    />
  );
}

type HealthState = 'up' | 'degraded' | 'down' | 'unknown';
const STATE_COLOURS: Record<HealthState, string> = {
  up: 'green',
  degraded: 'orange',
  down: 'red',
  unknown: 'default',
};

/** The state /system/app/list reports ('up' | 'degraded' | 'down'), read leniently for older answers. */
export function healthState(app: AppHealth): HealthState {
  const status = String(app.status ?? '').toLowerCase();
  if (status === 'up' || status === 'degraded' || status === 'down') return status;
  if (['ok', 'healthy', 'running'].includes(status)) return 'up';
  if (app.healthy !== undefined) return app.healthy ? 'up' : 'down';
  return 'unknown';
}

/** The services' health from /system/app/list, or a clear "unavailable" while it does not answer. */
function HealthCard() {
  const { t } = useTranslation();
  const { data, isError, isLoading } = useServiceHealthQuery();
  return (
    <Card title={t('admin:dashboard.health')} loading={isLoading} data-testid="dashboard-health">
      {isError || !data ? (
        <Alert type="info" showIcon title={t('admin:dashboard.healthUnavailable')} />
      ) : (
        data.map((app, index) => {
          const state = healthState(app);
          return (
            <Tag key={String(app.name ?? app.app ?? index)} color={STATE_COLOURS[state]}>
              {String(app.name ?? app.app ?? index)} · {t(`admin:dashboard.states.${state}`)}
            </Tag>
          );
        })
      )}
    </Card>
  );
}

/** The back-office landing page (/admin). */
export function AdminDashboard() {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <PendingCard kind="supply" />
      </Col>
      <Col xs={24} md={12}>
        <PendingCard kind="demand" />
      </Col>
      <Col xs={24} lg={14}>
        <Card title={t('admin:dashboard.activity')}>
          <ActivityTable />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <HealthCard />
      </Col>
    </Row>
  );
}
