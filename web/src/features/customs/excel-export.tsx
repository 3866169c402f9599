import { useState } from 'react';
import { App, Button, Card, Radio, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { downloadExcel } from './api';
import type { Channel } from './channels';
import { ListFilterBar } from './declaration-list';
import { statusName } from './codes';
import { fieldLabel } from './format';
import { filtersOf } from './list-filters';

/**
 * The excel view: the filtered list (or its errors) as the .xlsx the service streams,
 * with the same filters as the list (they travel in the address).
 */
export function ExcelExport({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [view, setView] = useState<'all' | 'errors'>(params.get('tab') === 'errors' ? 'errors' : 'all');
  const [busy, setBusy] = useState(false);
  const filters = filtersOf(params, channel.filters);
  const described = Object.entries(filters).map(
    ([k, v]) => `${fieldLabel(t, k)}: ${k === 'status' ? statusName(String(v), t) : String(v)}`,
  );
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadExcel(channel.base, view, filters);
      void message.success(t('customs:excel.done', { name }));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" data-testid="excel-export">
      <ListFilterBar channel={channel} />
      <Space orientation="vertical">
        <Radio.Group
          value={view}
          onChange={(e) => setView(e.target.value as 'all' | 'errors')}
          options={(['all', 'errors'] as const).map((v) => ({ value: v, label: t(`customs:list.tab.${v}`) }))}
        />
        <Typography.Text type="secondary" data-testid="excel-filters">
          {described.length ? described.join(' · ') : t('customs:excel.noFilters')}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('customs:excel.hint')}
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={busy}
          onClick={() => void download()}
          data-testid="excel-download"
        >
          {t('customs:excel.download')}
        </Button>
      </Space>
    </Card>
  );
}
