import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Checkbox,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Spin,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import {
  useBatchSettingsMutation,
  useDeleteSettingMutation,
  useRefreshSettingsMutation,
  useSaveSettingMutation,
  useSettingsQuery,
  useSortSettingsMutation,
  type SettingRow,
  type SettingType,
} from './api';
import { fromFormValue, jsonRule, SettingValueInput, toFormValue } from './setting-value-input';

const TYPES: SettingType[] = ['string', 'number', 'boolean', 'json'];
const KNOWN_GROUPS = ['site', 'platform', 'upload', 'auth'];

function SettingDialog({ row, onClose }: { row?: SettingRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [save, { isLoading }] = useSaveSettingMutation();
  const type = (Form.useWatch('type', form) as SettingType | undefined) ?? row?.type ?? 'string';
  return (
    <Dialog
      open
      width={600}
      title={t(row ? 'admin:settings.config.edit' : 'admin:settings.config.add')}
      dirty={dirty}
      onClose={onClose}
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          row
            ? {
                ...row,
                title: row.labels['zh-cn'],
                labels: { en: row.labels.en, ru: row.labels.ru },
                value: toFormValue(row),
              }
            : { type: 'string', value: '', group: 'site', sort: 0, public: false }
        }
        onValuesChange={(changed) => {
          setDirty(true);
          // A new type starts from an empty value of that type.
          if ('type' in changed)
            form.setFieldValue(
              'value',
              { number: 0, boolean: false, json: '{}', string: '' }[changed.type as SettingType],
            );
        }}
        onFinish={async (values) => {
          await save({ ...values, value: fromFormValue(values.type, values.value), id: row?.id }).unwrap();
          onClose();
        }}
        data-testid="setting-form"
      >
        <Form.Item
          name="key"
          label={t('admin:settings.config.key')}
          rules={[
            { required: true },
            { pattern: /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/, message: t('admin:settings.codeRule') },
          ]}
        >
          <Input maxLength={100} placeholder="site.name" />
        </Form.Item>
        <Form.Item name="group" label={t('admin:settings.config.group')} rules={[{ required: true }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('admin:settings.labelZh')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name={['labels', 'en']} label={t('admin:settings.labelEn')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name={['labels', 'ru']} label={t('admin:settings.labelRu')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="type" label={t('admin:settings.config.type')}>
          <Select
            options={TYPES.map((value) => ({ value, label: t(`admin:settings.config.types.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="value" label={t('admin:settings.config.value')} rules={jsonRule(type, t)}>
          <SettingValueInput type={type} />
        </Form.Item>
        {type === 'number' && (
          <Space>
            <Form.Item name="min" label={t('admin:settings.config.min')}>
              <InputNumber />
            </Form.Item>
            <Form.Item name="max" label={t('admin:settings.config.max')}>
              <InputNumber />
            </Form.Item>
          </Space>
        )}
        <Form.Item name="sort" label={t('admin:settings.showOrder')}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="public" valuePropName="checked">
          <Checkbox>{t('admin:settings.config.public')}</Checkbox>
        </Form.Item>
        <Form.Item name="remark" label={t('admin:sys.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

/** One group's settings as one form: edit any number of values, save them in one batch. */
function GroupForm({ rows, onEdit }: { rows: SettingRow[]; onEdit: (row: SettingRow) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [batch, { isLoading }] = useBatchSettingsMutation();
  const [sort] = useSortSettingsMutation();
  const [remove] = useDeleteSettingMutation();
  const initial = useMemo(() => Object.fromEntries(rows.map((r) => [r.id, toFormValue(r)])), [rows]);
  const move = (index: number, by: -1 | 1) => {
    const other = rows[index + by];
    const row = rows[index];
    if (!other || !row) return;
    // Swapping the two orders; equal orders are spread out first.
    const [a, b] = row.sort === other.sort ? [index * 10, (index + by) * 10] : [row.sort, other.sort];
    void sort({
      items: [
        { id: row.id, sort: b },
        { id: other.id, sort: a },
      ],
    });
  };
  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ span: 8 }}
      wrapperCol={{ span: 14 }}
      initialValues={initial}
      key={JSON.stringify(initial)}
      onFinish={async (values: Record<string, unknown>) => {
        const items = rows
          .filter((r) => JSON.stringify(values[r.id]) !== JSON.stringify(initial[r.id]))
          .map((r) => ({ key: r.key, value: fromFormValue(r.type, values[r.id]) }));
        if (items.length === 0) {
          message.info(t('admin:settings.config.nothingChanged'));
          return;
        }
        await batch({ items }).unwrap();
      }}
      data-testid="settings-group-form"
    >
      {rows.map((row, index) => (
        <Form.Item
          key={row.id}
          label={row.title}
          htmlFor={row.id}
          tooltip={row.remark || undefined}
          extra={
            <Space size={4} wrap>
              <Typography.Text type="secondary" copyable={{ text: row.key }}>
                {row.key}
              </Typography.Text>
              {row.public && <Tag color="blue">{t('admin:settings.config.publicTag')}</Tag>}
              <Button
                type="link"
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={t('admin:settings.config.up')}
              />
              <Button
                type="link"
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t('admin:settings.config.down')}
              />
              <Button type="link" size="small" onClick={() => onEdit(row)}>
                {t('admin:sys.edit')}
              </Button>
              <Popconfirm
                title={t('admin:sys.confirmDelete', { name: row.title })}
                okText={t('common:actions.confirm')}
                cancelText={t('common:actions.cancel')}
                onConfirm={() => remove({ id: row.id }).unwrap()}
              >
                <Button type="link" danger size="small">
                  {t('common:actions.delete')}
                </Button>
              </Popconfirm>
            </Space>
          }
        >
          <Form.Item name={row.id} noStyle rules={jsonRule(row.type, t)} valuePropName="value">
            <SettingValueInput type={row.type} min={row.min} max={row.max} />
          </Form.Item>
        </Form.Item>
      ))}
      <Form.Item wrapperCol={{ offset: 8, span: 14 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={isLoading} data-testid="settings-save">
            {t('common:actions.save')}
          </Button>
          <Button onClick={() => form.resetFields()}>{t('admin:settings.config.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** §7 system configuration: the settings by group, each group saved as one batch. */
export function ConfigScreen() {
  const { t, i18n } = useTranslation();
  const { data: rows = [], isLoading } = useSettingsQuery();
  const [editing, setEditing] = useState<{ row?: SettingRow } | null>(null);
  const [refresh, { isLoading: refreshing }] = useRefreshSettingsMutation();
  // The platform's own groups first, in their order; the rest by name.
  const rank = (group: string) =>
    KNOWN_GROUPS.includes(group) ? KNOWN_GROUPS.indexOf(group) : KNOWN_GROUPS.length;
  const groups = [...new Set(rows.map((r) => r.group))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  const groupLabel = (group: string) =>
    i18n.exists(`admin:settings.config.groups.${group}`) ? t(`admin:settings.config.groups.${group}`) : group;
  if (isLoading) return <Spin />;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({})}
          data-testid="setting-add"
        >
          {t('admin:settings.config.add')}
        </Button>
        <Button icon={<ReloadOutlined />} loading={refreshing} onClick={() => void refresh()}>
          {t('admin:settings.config.refresh')}
        </Button>
      </Space>
      {groups.length === 0 ? (
        <Empty />
      ) : (
        <Tabs
          items={groups.map((group) => ({
            key: group,
            label: groupLabel(group),
            children: (
              <GroupForm rows={rows.filter((r) => r.group === group)} onEdit={(row) => setEditing({ row })} />
            ),
          }))}
        />
      )}
      {editing && <SettingDialog row={editing.row} onClose={() => setEditing(null)} />}
    </>
  );
}
