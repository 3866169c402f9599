import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Space, Tabs, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import type { DeclarationRow } from './api';
import type { Channel } from './channels';
import { PLATFORM_STATUSES, RETURN_STATUSES, statusName } from './codes';
import { cebTime, fieldLabel } from './format';
import { filtersOf, withFilters } from './list-filters';
import { StatusTag } from './status-tag';

const row = (r: Record<string, unknown>) => r as unknown as DeclarationRow;

/** The filter bar: status, the appTime dates and the channel's number filters, kept in the address. */
export function ListFilterBar({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = filtersOf(params, channel.filters);
  const [form] = Form.useForm();
  const apply = (values: Record<string, unknown>) => {
    const dates = values.dates as [Dayjs, Dayjs] | null | undefined;
    const next: Record<string, string | undefined> = {
      status: values.status as string | undefined,
      dateFrom: dates?.[0]?.format('YYYY-MM-DD'),
      dateTo: dates?.[1]?.format('YYYY-MM-DD'),
    };
    for (const f of channel.filters) next[f] = (values[f] as string | undefined)?.trim();
    setParams(withFilters(params, next));
  };
  const statuses = [...PLATFORM_STATUSES, ...RETURN_STATUSES];
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={apply}
      initialValues={{
        ...current,
        dates:
          current.dateFrom && current.dateTo ? [dayjs(current.dateFrom), dayjs(current.dateTo)] : undefined,
      }}
      style={{ rowGap: 8, marginBottom: 12 }}
      data-testid="customs-filters"
    >
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={fieldLabel(t, 'status')}
          style={{ width: 170 }}
          options={statuses.map((s) => ({ value: s, label: statusName(s, t) }))}
          data-testid="filter-status"
        />
      </Form.Item>
      <Form.Item name="dates">
        <DatePicker.RangePicker
          style={{ width: 250 }}
          placeholder={[t('customs:list.dateFrom'), t('customs:list.dateTo')]}
          data-testid="filter-dates"
        />
      </Form.Item>
      {channel.filters.map((f) => (
        <Form.Item name={f} key={f}>
          <Input
            allowClear
            placeholder={fieldLabel(t, f)}
            style={{ width: 170 }}
            data-testid={`filter-${f}`}
          />
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="filter-apply">
          {t('customs:list.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            setParams(withFilters(params, {}));
          }}
        >
          {t('customs:list.reset')}
        </Button>
      </Space>
    </Form>
  );
}

/** The columns of a channel's list, with the views of each row as its actions. */
function useColumns(channel: Channel, open: (view: string, id: string) => void): DataColumn[] {
  const { t } = useTranslation();
  const render: Record<string, DataColumn['render']> = {
    status: (v) => <StatusTag status={String(v)} />,
    appDate: (_v, r) => cebTime(row(r).appTime),
    amount: (v, r) =>
      v
        ? `${String(v)} ${t(`customs:codes.currency.${row(r).currency}`, { defaultValue: row(r).currency })}`
        : '-',
  };
  return [
    ...channel.columns.map((c): DataColumn => ({
      prop: c.prop,
      label: fieldLabel(t, c.prop),
      sortable: c.sortable,
      render:
        render[c.prop] ??
        (c.prop === channel.keyField
          ? (v, r) => (
              <Typography.Link onClick={() => open('detail', row(r).id)}>{String(v || '-')}</Typography.Link>
            )
          : (v) => String(v === '' || v === undefined || v === null ? '-' : v)),
    })),
    {
      prop: 'actions',
      label: t('customs:list.actions'),
      fixed: 'right',
      render: (_v, r) => {
        const d = row(r);
        // A document's views; its error messages only when it is in error.
        const views = [
          ['detail', 'detail'],
          ['inquiry', 'inquiry'],
          ...(d.error ? [['errorMessage', 'errors']] : []),
        ] as const;
        return (
          <Space size={0}>
            {views.map(([view, testId]) => (
              <Button
                key={view}
                type="link"
                size="small"
                danger={view === 'errorMessage'}
                onClick={() => open(view, d.id)}
                data-testid={`${testId}-${d.id}`}
              >
                {t(`customs:views.${view}`)}
              </Button>
            ))}
          </Space>
        );
      },
    },
  ];
}

/**
 * A channel's list from the search index (`page`), or its errors (`errorPage`): filtered
 * by the address's filters, sorted and paged by the data table.
 */
export function DeclarationList({
  channel,
  view,
  toolbar,
}: {
  channel: Channel;
  view: 'all' | 'errors';
  toolbar?: React.ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const open = (next: string, id: string) => {
    const p = new URLSearchParams(params);
    p.set('view', next);
    p.set('id', id);
    setParams(p);
  };
  const columns = useColumns(channel, open);
  const filters = filtersOf(params, channel.filters);
  return (
    <DataTable
      key={`${channel.key}-${view}`}
      tableKey={`customs-${channel.key}-${view}`}
      url={`${channel.base}/${view === 'errors' ? 'errorPage' : 'page'}`}
      columns={columns}
      params={filters}
      toolbar={toolbar}
    />
  );
}

/** The declaration view's list with its errors beside it (the errorPage), as two tabs. */
export function ListTabs({ channel, toolbar }: { channel: Channel; toolbar?: React.ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'errors' ? 'errors' : 'all');
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => {
        setTab(key);
        const p = new URLSearchParams(params);
        if (key === 'errors') p.set('tab', 'errors');
        else p.delete('tab');
        setParams(p);
      }}
      items={(['all', 'errors'] as const).map((key) => ({
        key,
        label: <span data-testid={`tab-${key}`}>{t(`customs:list.tab.${key}`)}</span>,
        children: tab === key ? <DeclarationList channel={channel} view={key} toolbar={toolbar} /> : null,
      }))}
    />
  );
}
