import { useState } from 'react';
import {
  Button,
  Card,
  DotLoading,
  Empty,
  ErrorBlock,
  List,
  SearchBar,
  Selector,
  Steps,
  Tabs,
  Tag,
} from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDeclarationDetailQuery, useDeclarationInquiryQuery, useDeclarationPageQuery } from './api';
import {
  CHANNEL_KEYS,
  CHANNELS,
  MOBILE_PATHS,
  channelOfType,
  headFields,
  isChannelKey,
  type Channel,
} from './channels';
import { isErrorStatus, statusName } from './codes';
import { cebTime, fieldLabel, fieldValue, isoTime } from './format';
import './mobile-customs.css';

const PAGE = 20;

function MobileStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const color = isErrorStatus(status)
    ? 'danger'
    : ['800', '899', '399', '120'].includes(status)
      ? 'success'
      : 'primary';
  return (
    <Tag color={color} fill="outline" data-testid="declaration-status">
      {statusName(status, t)}
    </Tag>
  );
}

/**
 * /mobile/member/customs: the channel switcher over the eight lists, all or errors, a
 * search on the channel's first number, twenty more at a time.
 */
export function MobileCustomsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const key = params.get('channel');
  const channel = CHANNELS[isChannelKey(key ?? undefined) ? (key as Channel['key']) : 'contract'];
  const [view, setView] = useState<'all' | 'errors'>('all');
  const [pages, setPages] = useState(1);
  const [number, setNumber] = useState('');
  const numberFilter = channel.filters[0] ?? 'orderNo';
  const { data, isFetching, isError } = useDeclarationPageQuery({
    base: channel.base,
    view,
    body: { pageNumber: 1, pageSize: PAGE * pages, ...(number ? { [numberFilter]: number } : {}) },
  });
  const switchTo = (next: string) => {
    setPages(1);
    setNumber('');
    setParams({ channel: next });
  };
  return (
    <div data-testid="mobile-customs">
      <Tabs activeKey={channel.key} onChange={switchTo} className="mcu-tabs">
        {CHANNEL_KEYS.map((k) => (
          <Tabs.Tab key={k} title={<span data-testid={`channel-${k}`}>{t(`customs:channel.${k}`)}</span>} />
        ))}
      </Tabs>
      <div className="mcu-bar">
        <Selector
          columns={2}
          value={[view]}
          onChange={(v) => v[0] && (setView(v[0]), setPages(1))}
          options={(['all', 'errors'] as const).map((v) => ({ value: v, label: t(`customs:list.tab.${v}`) }))}
        />
        <SearchBar
          placeholder={fieldLabel(t, numberFilter)}
          onSearch={(v) => (setNumber(v.trim()), setPages(1))}
          onClear={() => setNumber('')}
        />
      </div>
      {isError ? (
        <ErrorBlock status="default" />
      ) : !data ? (
        <div className="mcu-loading">
          <DotLoading color="primary" />
        </div>
      ) : data.rows.length === 0 ? (
        <Empty description={t('customs:list.empty')} />
      ) : (
        <>
          <List data-testid="mobile-customs-list">
            {data.rows.map((row) => (
              <List.Item
                key={row.id}
                onClick={() => void navigate(MOBILE_PATHS.info(row.id, channel.key))}
                description={`${cebTime(row.appTime)}${row.ebcName ? ` · ${row.ebcName}` : ''}`}
                extra={<MobileStatus status={row.status} />}
                data-testid={`mobile-row-${row.id}`}
              >
                {(row as unknown as Record<string, string>)[channel.keyField] || row.id}
              </List.Item>
            ))}
          </List>
          {data.rows.length < data.total && (
            <div className="mcu-more">
              <Button size="small" loading={isFetching} onClick={() => setPages(pages + 1)}>
                {t('customs:list.more', { shown: data.rows.length, total: data.total })}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** /mobile/member/customs/info/:id: a document's head fields, goods lines and history. */
export function MobileCustomsInfo({ id }: { id: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('channel') ?? undefined;
  const channel = isChannelKey(key) ? CHANNELS[key] : channelOfType(id.split(':')[0] ?? '');
  const skip = !channel;
  const base = channel?.base ?? '';
  const detail = useDeclarationDetailQuery({ base, id }, { skip });
  const inquiry = useDeclarationInquiryQuery({ base, id }, { skip });
  if (!channel || detail.isError)
    return <ErrorBlock status="empty" title={t('customs:detail.notFound')} description="" />;
  const data = detail.data;
  if (!data)
    return (
      <div className="mcu-loading">
        <DotLoading color="primary" />
      </div>
    );
  return (
    <div data-testid="mobile-customs-info">
      <Card
        title={`${data.name} · ${data.fields[channel.keyField] || ''}`}
        extra={<MobileStatus status={data.status} />}
        className="mcu-card"
      >
        {data.returnInfo && <div className="mcu-return">{data.returnInfo}</div>}
        <List mode="card" style={{ margin: 0 }}>
          {headFields(channel, data.fields).map((name) => (
            <List.Item
              key={name}
              extra={<span className="mcu-value">{fieldValue(t, name, data.fields[name])}</span>}
            >
              {fieldLabel(t, name)}
            </List.Item>
          ))}
        </List>
      </Card>
      {data.items.length > 0 && (
        <Card
          title={t(`customs:detail.${channel.linesAre ?? 'items'}`, { count: data.items.length })}
          className="mcu-card"
        >
          {data.items.map((item, i) => (
            <div key={i} className="mcu-line" data-testid="mobile-item">
              <div className="mcu-line-title">
                {item.gnum ?? i + 1}. {item.itemName || item.gname || item.itemNo || item.logisticsNo}
              </div>
              <div className="mcu-line-meta">
                {['itemNo', 'gcode', 'qty', 'unit', 'price', 'totalPrice', 'logisticsNo', 'invtNo']
                  .filter((f) => item[f])
                  .map((f) => `${fieldLabel(t, f)} ${fieldValue(t, f, item[f])}`)
                  .join(' · ')}
              </div>
            </div>
          ))}
        </Card>
      )}
      <Card title={t('customs:inquiry.history')} className="mcu-card">
        {inquiry.data ? (
          <Steps direction="vertical" data-testid="mobile-history">
            {inquiry.data.history.map((step, i) => (
              <Steps.Step
                key={i}
                status={isErrorStatus(step.status) ? 'error' : 'finish'}
                title={`${t(`customs:source.${step.source}`, { defaultValue: step.source })} · ${statusName(step.status, t)}`}
                description={`${isoTime(step.at)}${step.info ? ` · ${step.info}` : ''}`}
              />
            ))}
          </Steps>
        ) : (
          <DotLoading color="primary" />
        )}
      </Card>
    </div>
  );
}
