import { Alert, Badge, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppListQuery, useTasksListQuery, type AppRow, type Tasks } from './api';

const STATUS_COLOURS = { up: 'success', degraded: 'warning', down: 'error' } as const;
/** Refreshed while the page is open: the page is looked at during incidents. */
const POLL_MS = 15_000;

/** Seconds as "3d 4h", "5h 12m" or "40s". */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d) return `${d}d ${h}h`;
  if (h) return `${h}h ${m}m`;
  if (m) return `${m}m`;
  return `${seconds}s`;
}

function Services({ rows, loading }: { rows: AppRow[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <div data-testid="status-apps">
      <Table<AppRow>
        rowKey="name"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={rows}
        columns={[
          { dataIndex: 'name', title: t('admin:sys.statusPage.service') },
          { dataIndex: 'version', title: t('admin:sys.statusPage.version') },
          {
            dataIndex: 'status',
            title: t('admin:sys.statusPage.health'),
            render: (s: AppRow['status']) => (
              <Badge status={STATUS_COLOURS[s]} text={t(`admin:sys.statusPage.states.${s}`)} />
            ),
          },
          {
            dataIndex: 'uptimeSeconds',
            title: t('admin:sys.statusPage.uptime'),
            render: (v: number, r) => (r.status === 'down' ? '—' : formatUptime(v)),
          },
          {
            dataIndex: 'checks',
            title: t('admin:sys.statusPage.checks'),
            render: (checks: Record<string, string>, r) =>
              r.error ? (
                <Typography.Text type="danger">{r.error}</Typography.Text>
              ) : (
                Object.entries(checks).map(([name, result]) => (
                  <Tag key={name} color={result === 'ok' ? 'green' : 'red'} title={result}>
                    {name}
                  </Tag>
                ))
              ),
          },
        ]}
      />
    </div>
  );
}

function Work({ tasks, loading }: { tasks?: Tasks; loading: boolean }) {
  const { t } = useTranslation();
  const states = ['waiting', 'active', 'delayed', 'failed', 'completed'];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {tasks?.queuesError && <Alert type="error" showIcon message={tasks.queuesError} />}
      {!!tasks?.unreachable.length && (
        <Alert
          type="warning"
          showIcon
          message={t('admin:sys.statusPage.unreachable', { names: tasks.unreachable.join(', ') })}
        />
      )}
      <div data-testid="status-queues">
        <Table
          rowKey="name"
          size="small"
          loading={loading}
          pagination={false}
          dataSource={tasks?.queues ?? []}
          title={() => t('admin:sys.statusPage.queues')}
          columns={[
            { dataIndex: 'name', title: t('admin:sys.statusPage.queue') },
            ...states.map((state) => ({
              key: state,
              title: t(`admin:sys.statusPage.jobStates.${state}`),
              render: (_: unknown, r: Tasks['queues'][number]) => r.counts[state] ?? 0,
            })),
          ]}
          expandable={{
            rowExpandable: (r) => r.failed.length > 0,
            expandedRowRender: (r) => (
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={r.failed}
                columns={[
                  { dataIndex: 'id', title: 'ID' },
                  { dataIndex: 'reason', title: t('admin:sys.statusPage.reason') },
                  { dataIndex: 'attempts', title: t('admin:sys.statusPage.attempts') },
                  { dataIndex: 'failedAt', title: t('admin:sys.statusPage.failedAt') },
                ]}
              />
            ),
          }}
        />
      </div>
      <Table
        rowKey={(r) => `${r.service}/${r.collection}`}
        size="small"
        loading={loading}
        pagination={false}
        dataSource={tasks?.outbox ?? []}
        title={() => t('admin:sys.statusPage.outbox')}
        columns={[
          { dataIndex: 'service', title: t('admin:sys.statusPage.service') },
          { dataIndex: 'collection', title: t('admin:sys.statusPage.collection') },
          { dataIndex: 'pending', title: t('admin:sys.statusPage.pending') },
        ]}
      />
      <Table
        rowKey={(r) => `${r.service}/${r.groupId}`}
        size="small"
        loading={loading}
        pagination={false}
        dataSource={tasks?.consumers ?? []}
        title={() => t('admin:sys.statusPage.consumers')}
        columns={[
          { dataIndex: 'service', title: t('admin:sys.statusPage.service') },
          { dataIndex: 'groupId', title: t('admin:sys.statusPage.group') },
          { dataIndex: 'lag', title: t('admin:sys.statusPage.lag') },
          {
            dataIndex: 'topics',
            title: t('admin:sys.statusPage.topics'),
            render: (topics: Array<{ topic: string; lag: number }>) =>
              topics.map((x) => (
                <Tag key={x.topic} color={x.lag > 0 ? 'orange' : undefined}>
                  {x.topic}: {x.lag}
                </Tag>
              )),
          },
        ]}
      />
    </Space>
  );
}

/** The system status page: each service's version and health, and the background work. */
export function StatusScreen() {
  const { t } = useTranslation();
  const apps = useAppListQuery(undefined, { pollingInterval: POLL_MS });
  const tasks = useTasksListQuery(undefined, { pollingInterval: POLL_MS });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        title={t('admin:sys.statusPage.services')}
        extra={
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('admin:sys.statusPage.refresh')}
            onClick={() => void Promise.all([apps.refetch(), tasks.refetch()])}
          />
        }
      >
        <Services rows={apps.data ?? []} loading={apps.isFetching} />
      </Card>
      <Card title={t('admin:sys.statusPage.work')}>
        <Work tasks={tasks.data} loading={tasks.isFetching} />
      </Card>
    </Space>
  );
}
