import { useState } from 'react';
import {
  Button,
  DatePicker,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { tableErrorText } from '@/components/data-table/data-table';
import { PAGE_SIZE, TablePager } from '@/components/data-table/table-pager';
import type { ApiError } from '@/lib/api/error-catalogue';
import { auditActionLabel, KNOWN_AUDIT_ACTIONS } from '../audit-actions';
import { useAuditLogQuery, type AuditLogFilters, type AuditLogLine } from '../audit-log-api';
import { AuditLogDetail } from './audit-log-detail';

const trimmed = (filters: AuditLogFilters): AuditLogFilters =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value),
  );

/** Short values (times, labels, ids, IPs) stay on one line; the table scrolls instead. */
const oneLine = () => ({ style: { whiteSpace: 'nowrap' as const } });

type FilterValues = Omit<AuditLogFilters, 'from' | 'to'> & { period?: [Dayjs | null, Dayjs | null] | null };

/** The form's values as the endpoint's filters: the period becomes from/to, whole days. */
const toFilters = ({ period, ...rest }: FilterValues): AuditLogFilters =>
  trimmed({
    ...rest,
    from: period?.[0]?.startOf('day').toISOString(),
    to: period?.[1]?.endOf('day').toISOString(),
  });

/** The filters the endpoint supports, in one compact row above the table. */
function AuditLogFilterForm({ onSearch }: { onSearch: (filters: AuditLogFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => onSearch(toFilters(values))}
      style={{ rowGap: 8, marginBottom: 16 }}
      data-testid="audit-log-filters"
    >
      <Form.Item name="action" label={t('admin:sys.log.action')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('admin:sys.log.allActions')}
          style={{ width: 200 }}
          popupMatchSelectWidth={false}
          options={KNOWN_AUDIT_ACTIONS.map((action) => ({
            value: action,
            label: `${auditActionLabel(action, t)} · ${action}`,
          }))}
          data-testid="audit-log-action"
        />
      </Form.Item>
      <Form.Item name="keyword" label={t('admin:sys.log.keyword')}>
        <Input
          allowClear
          maxLength={100}
          placeholder={t('admin:sys.log.keywordHint')}
          style={{ width: 160 }}
          data-testid="audit-log-keyword"
        />
      </Form.Item>
      <Form.Item name="actor" label={t('admin:sys.log.actor')}>
        <Input
          allowClear
          maxLength={100}
          placeholder={t('admin:sys.log.actorHint')}
          style={{ width: 140 }}
          data-testid="audit-log-actor"
        />
      </Form.Item>
      <Form.Item name="period" label={t('admin:sys.log.period')}>
        <DatePicker.RangePicker style={{ width: 240 }} data-testid="audit-log-period" />
      </Form.Item>
      <Form.Item name="subject" label={t('admin:sys.log.subject')}>
        <Input
          allowClear
          maxLength={100}
          placeholder={t('admin:sys.log.subjectHint')}
          style={{ width: 160 }}
          data-testid="audit-log-subject"
        />
      </Form.Item>
      <Form.Item style={{ marginInlineEnd: 0 }}>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="audit-log-search">
            {t('common:actions.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('common:actions.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** The audit log, newest first: time, actor, action, subject and IP, with the data in the expanded row. */
export function AuditLogScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditLogFilters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const { data, error, isFetching } = useAuditLogQuery({ ...filters, pageNumber: page, pageSize });

  const columns: TableProps<AuditLogLine>['columns'] = [
    {
      key: 'at',
      onCell: oneLine,
      title: t('admin:sys.log.time'),
      dataIndex: 'at',
      width: 170,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'actor',
      onCell: oneLine,
      title: t('admin:sys.log.actor'),
      dataIndex: 'actor',
      render: (actor: AuditLogLine['actor']) =>
        actor ? (
          <Space size={4}>
            <span>{actor.name ?? actor.sub ?? '—'}</span>
            {actor.kind ? (
              <Tag color={actor.kind === 'admin' ? 'blue' : 'default'}>
                {t(`admin:sys.log.actorKinds.${actor.kind}`, { defaultValue: actor.kind })}
              </Tag>
            ) : null}
          </Space>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'action',
      onCell: oneLine,
      title: t('admin:sys.log.action'),
      dataIndex: 'action',
      render: (action: string) => (
        <Tooltip title={action}>
          <span data-testid="audit-action">{auditActionLabel(action, t)}</span>
        </Tooltip>
      ),
    },
    {
      key: 'subject',
      onCell: oneLine,
      title: t('admin:sys.log.subject'),
      dataIndex: 'subject',
      render: (subject?: string) => subject ?? '—',
    },
    {
      key: 'ip',
      onCell: oneLine,
      title: t('admin:sys.log.ip'),
      dataIndex: 'ip',
      render: (ip?: string) => ip ?? '—',
    },
  ];

  return (
    <div data-testid="audit-log">
      <AuditLogFilterForm
        onSearch={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Table<AuditLogLine>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={error ? [] : (data?.rows ?? [])}
        pagination={false}
        locale={{ emptyText: error ? tableErrorText(error as ApiError, t) : t('common:table.noData') }}
        // A fixed minimum width, not max-content: a long JSON line in an expanded row would
        // otherwise stretch the whole table and push the columns out of view.
        scroll={{ x: 880 }}
        expandable={{ expandedRowRender: (line) => <AuditLogDetail line={line} />, expandRowByClick: true }}
      />
      <TablePager
        page={page}
        pageSize={pageSize}
        total={error ? 0 : (data?.total ?? 0)}
        onChange={(nextPage, size) => {
          setPage(nextPage);
          setPageSize(size);
        }}
      />
    </div>
  );
}
