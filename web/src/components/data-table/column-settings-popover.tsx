import { useEffect, useState } from 'react';
import { App, Button, Checkbox, Input, Popover, Select, Space, Table } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { resetColumnSettings, saveColumnSettings, type ColumnSetting } from './column-settings';

interface Props {
  tableKey: string;
  settings: ColumnSetting[];
  defaults: ColumnSetting[];
  onChange: (settings: ColumnSetting[]) => void;
}

/** Column-settings popover (§2, §9): label, width, sortable, fixed, hide; saved per table. */
export function ColumnSettingsPopover({ tableKey, settings, defaults, onChange }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(settings);
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  useEffect(() => setDraft(settings), [settings]);

  const patch = (prop: string, change: Partial<ColumnSetting>) =>
    setDraft((rows) => rows.map((r) => (r.prop === prop ? { ...r, ...change } : r)));

  const save = async () => {
    setBusy('save');
    try {
      await saveColumnSettings(tableKey, draft);
      onChange(draft);
      void message.success(t('common:table.saveSuccess'));
      setOpen(false);
    } catch {
      void message.error(t('common:table.saveFailed'));
    } finally {
      setBusy(null);
    }
  };

  const reset = async () => {
    setBusy('reset');
    try {
      await resetColumnSettings(tableKey);
      onChange(defaults);
      setDraft(defaults);
    } catch {
      void message.error(t('common:table.resetFailed'));
    } finally {
      setBusy(null);
    }
  };

  const content = (
    <div style={{ width: 520 }} data-testid="column-settings">
      <Table<ColumnSetting>
        size="small"
        rowKey="prop"
        pagination={false}
        dataSource={draft}
        columns={[
          {
            title: t('common:table.column.label'),
            dataIndex: 'label',
            render: (v: string, r) => (
              <Input
                size="small"
                aria-label={`${r.prop}-label`}
                value={v}
                onChange={(e) => patch(r.prop, { label: e.target.value })}
              />
            ),
          },
          {
            title: t('common:table.column.width'),
            dataIndex: 'width',
            width: 90,
            render: (v: string, r) => (
              <Input
                size="small"
                aria-label={`${r.prop}-width`}
                value={v}
                onChange={(e) => patch(r.prop, { width: e.target.value })}
              />
            ),
          },
          {
            title: t('common:table.column.sortable'),
            dataIndex: 'sortable',
            width: 56,
            render: (v: boolean, r) => (
              <Checkbox
                aria-label={`${r.prop}-sortable`}
                checked={v}
                onChange={(e) => patch(r.prop, { sortable: e.target.checked })}
              />
            ),
          },
          {
            title: t('common:table.column.fixed'),
            dataIndex: 'fixed',
            width: 100,
            render: (v: ColumnSetting['fixed'], r) => (
              <Select
                size="small"
                aria-label={`${r.prop}-fixed`}
                value={v || 'none'}
                style={{ width: 88 }}
                onChange={(f: string) =>
                  patch(r.prop, { fixed: f === 'none' ? false : (f as 'left' | 'right') })
                }
                options={[
                  { value: 'none', label: t('common:table.fixed.none') },
                  { value: 'left', label: t('common:table.fixed.left') },
                  { value: 'right', label: t('common:table.fixed.right') },
                ]}
              />
            ),
          },
          {
            title: t('common:table.column.hide'),
            dataIndex: 'hide',
            width: 56,
            render: (v: boolean, r) => (
              <Checkbox
                aria-label={`${r.prop}-hide`}
                checked={v}
                onChange={(e) => patch(r.prop, { hide: e.target.checked })}
              />
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12, justifyContent: 'flex-end', width: '100%' }}>
        <Button size="small" loading={busy === 'reset'} onClick={() => void reset()}>
          {t('common:actions.reset')}
        </Button>
        <Button size="small" type="primary" loading={busy === 'save'} onClick={() => void save()}>
          {t('common:actions.save')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={content}
      title={t('common:table.columnSettings')}
    >
      <Button icon={<SettingOutlined />}>{t('common:table.columnSettings')}</Button>
    </Popover>
  );
}
