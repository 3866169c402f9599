import { useState } from 'react';
import { Alert, Button, Drawer, Select, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { ADMIN_UNMATCHED, useUnmatchedInfoQuery, type UnmatchedRow } from '../api';
import { channelOfType, CHANNELS } from '../channels';
import { GoodsLines, HeadFields } from '../declaration-detail';
import { isoTime } from '../format';

const row = (r: Record<string, unknown>) => r as unknown as UnmatchedRow;
const TYPES = [...Object.values(CHANNELS).map((c) => c.type), '403'];

function UnmatchedInfo({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading } = useUnmatchedInfoQuery(id);
  const channel = data ? channelOfType(data.type) : undefined;
  return (
    <Drawer
      open
      size="min(1000px, 100vw)"
      onClose={onClose}
      title={t('admin:kj.unmatched.info')}
      data-testid="unmatched-info"
    >
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert
            type="warning"
            showIcon
            title={t(`admin:kj.unmatched.reason.${data.reason}`, { defaultValue: data.reason })}
            description={`${data.codes.join(', ')}${data.candidates.length ? ` → ${data.candidates.join(', ')}` : ''}`}
          />
          {data.errorMessage && (
            <Alert type="error" title={data.errorMessage} style={{ whiteSpace: 'pre-wrap' }} />
          )}
          {channel ? (
            <>
              <HeadFields channel={channel} detail={data} />
              {data.items.length > 0 && <GoodsLines channel={channel} items={data.items} />}
            </>
          ) : (
            <pre>{JSON.stringify(data.fields, null, 2)}</pre>
          )}
        </Space>
      )}
    </Drawer>
  );
}

/**
 * /admin/kj/unmatched: documents whose company codes named no member, or several
 * (`/admin/kj.unmatched/page|info`), newest first, by message type.
 */
export function UnmatchedScreen() {
  const { t } = useTranslation();
  const [type, setType] = useState<string | undefined>();
  const [open, setOpen] = useState('');
  const columns: DataColumn[] = [
    { prop: 'type', label: t('admin:kj.fields.type'), render: (v) => `CEB${String(v)}` },
    { prop: 'key', label: t('admin:kj.fields.key') },
    {
      prop: 'reason',
      label: t('admin:kj.fields.reason'),
      render: (v) => (
        <Tag color={v === 'ambiguous' ? 'orange' : 'default'}>
          {t(`admin:kj.unmatched.reason.${String(v)}`, { defaultValue: String(v) })}
        </Tag>
      ),
    },
    { prop: 'codes', label: t('admin:kj.fields.codes'), render: (v) => (v as string[]).join(', ') },
    { prop: 'source', label: t('admin:kj.fields.source') },
    {
      prop: 'valid',
      label: t('admin:kj.fields.valid'),
      render: (v) => <Tag color={v ? 'success' : 'error'}>{t(`admin:kj.valid.${v ? 'yes' : 'no'}`)}</Tag>,
    },
    { prop: 'createdAt', label: t('admin:kj.fields.createdAt'), render: (v) => isoTime(String(v)) },
    {
      prop: 'actions',
      label: t('admin:kj.fields.actions'),
      fixed: 'right',
      render: (_v, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => setOpen(row(r).id)}
          data-testid={`unmatched-${row(r).key}`}
        >
          {t('admin:kj.unmatched.view')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        tableKey="kj-unmatched"
        url={`${ADMIN_UNMATCHED}/page`}
        columns={columns}
        params={type ? { type } : {}}
        toolbar={
          <Select
            allowClear
            placeholder={t('admin:kj.fields.type')}
            style={{ width: 160 }}
            value={type}
            onChange={setType}
            options={TYPES.map((v) => ({ value: v, label: `CEB${v}` }))}
          />
        }
      />
      {open && <UnmatchedInfo id={open} onClose={() => setOpen('')} />}
    </>
  );
}
