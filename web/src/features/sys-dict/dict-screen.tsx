import { useState } from 'react';
import {
  Button,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  List,
  Popconfirm,
  Row,
  Space,
  Spin,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { Dialog } from '@/components/dialog/dialog';
import {
  useChangeDictItemStatusMutation,
  useDeleteDictClassMutation,
  useDeleteDictItemMutation,
  useDictClassesQuery,
  useSaveDictClassMutation,
  useSaveDictItemMutation,
  useSetDictItemOrderMutation,
  type DictClassRow,
  type DictItemRow,
} from './api';

type Editing<T> = { mode: 'add' } | { mode: 'edit'; row: T } | null;

/** The zh-cn label plus the en and ru ones: one field each (en and ru fall back to zh-cn). */
function LabelFields({ main }: { main: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={main}
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
    </>
  );
}

const CODE_RULE = { pattern: /^[A-Za-z0-9_.-]+$/ };

function ClassDialog({
  editing,
  onClose,
}: {
  editing: NonNullable<Editing<DictClassRow>>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [save, { isLoading }] = useSaveDictClassMutation();
  const row = editing.mode === 'edit' ? editing.row : undefined;
  return (
    <Dialog
      open
      width={560}
      title={t(row ? 'admin:settings.dict.editClass' : 'admin:settings.dict.addClass')}
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
            ? { ...row, class_name: row.labels['zh-cn'], labels: { en: row.labels.en, ru: row.labels.ru } }
            : { show_order: 0 }
        }
        onValuesChange={() => setDirty(true)}
        onFinish={async (values) => {
          await save({ ...values, id: row?.id }).unwrap();
          onClose();
        }}
        data-testid="dict-class-form"
      >
        <Form.Item
          name="class_code"
          label={t('admin:settings.dict.classCode')}
          rules={[{ required: true }, { ...CODE_RULE, message: t('admin:settings.codeRule') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <LabelFields main="class_name" />
        <Form.Item name="show_order" label={t('admin:settings.showOrder')}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="remark" label={t('admin:sys.remark')}>
          <Input.TextArea maxLength={200} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

function ItemDialog(props: {
  classCode: string;
  editing: NonNullable<Editing<DictItemRow>>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [save, { isLoading }] = useSaveDictItemMutation();
  const row = props.editing.mode === 'edit' ? props.editing.row : undefined;
  return (
    <Dialog
      open
      width={560}
      title={t(row ? 'admin:settings.dict.editItem' : 'admin:settings.dict.addItem')}
      dirty={dirty}
      onClose={props.onClose}
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
            ? { ...row, dict_value: row.labels['zh-cn'], labels: { en: row.labels.en, ru: row.labels.ru } }
            : { show_order: 0, status: 1 }
        }
        onValuesChange={() => setDirty(true)}
        onFinish={async ({ enabled, ...values }) => {
          await save({
            ...values,
            status: enabled === false ? 0 : 1,
            class_code: props.classCode,
            id: row?.id,
          }).unwrap();
          props.onClose();
        }}
        data-testid="dict-item-form"
      >
        <Form.Item
          name="dict_code"
          label={t('admin:settings.dict.dictCode')}
          rules={[{ required: true }, { ...CODE_RULE, message: t('admin:settings.codeRule') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <LabelFields main="dict_value" />
        <Form.Item name="show_order" label={t('admin:settings.showOrder')}>
          <InputNumber />
        </Form.Item>
        <Form.Item
          name="enabled"
          label={t('admin:sys.status')}
          valuePropName="checked"
          initialValue={row ? row.status === 1 : true}
        >
          <Switch />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

/** The items of one class: data table with status switch, show order and delete. */
function ItemsTable({ dictClass }: { dictClass: DictClassRow }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<DictItemRow>>(null);
  const [changeStatus] = useChangeDictItemStatusMutation();
  const [setOrder] = useSetDictItemOrderMutation();
  const [remove] = useDeleteDictItemMutation();
  const columns: DataColumn[] = [
    { prop: 'dict_code', label: t('admin:settings.dict.dictCode'), sortable: true },
    { prop: 'dict_value', label: t('admin:settings.dict.dictValue') },
    {
      prop: 'show_order',
      label: t('admin:settings.showOrder'),
      sortable: true,
      render: (_v, r) => {
        const row = r as unknown as DictItemRow;
        return (
          <InputNumber
            key={row.show_order}
            size="small"
            defaultValue={row.show_order}
            style={{ width: 90 }}
            onBlur={(e) => {
              const next = Number(e.target.value);
              if (Number.isInteger(next) && next !== row.show_order)
                void setOrder({ id: row.id, show_order: next });
            }}
          />
        );
      },
    },
    {
      prop: 'status',
      label: t('admin:sys.status'),
      render: (_v, r) => {
        const row = r as unknown as DictItemRow;
        return (
          <Switch
            size="small"
            checked={row.status === 1}
            data-testid={`dict-status-${row.dict_code}`}
            onChange={(on) => void changeStatus({ id: row.id, status: on ? 1 : 0 })}
          />
        );
      },
    },
    {
      prop: 'actions',
      label: t('admin:sys.actions'),
      render: (_v, r) => {
        const row = r as unknown as DictItemRow;
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', row })}>
              {t('admin:sys.edit')}
            </Button>
            <Popconfirm
              title={t('admin:sys.confirmDelete', { name: row.dict_value })}
              okText={t('common:actions.confirm')}
              cancelText={t('common:actions.cancel')}
              onConfirm={() => remove({ id: row.id }).unwrap()}
            >
              <Button type="link" danger size="small">
                {t('common:actions.delete')}
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];
  return (
    <>
      <DataTable
        tableKey="sys-dict-item"
        url="/admin/sys.dictItem/page"
        params={{ search_params: { class_code: dictClass.class_code }, prop: 'show_order', order: 'asc' }}
        columns={columns}
        toolbar={
          <Space>
            <Typography.Text strong data-testid="dict-current-class">
              {dictClass.class_name} ({dictClass.class_code})
            </Typography.Text>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ mode: 'add' })}
              data-testid="dict-item-add"
            >
              {t('admin:settings.dict.addItem')}
            </Button>
          </Space>
        }
      />
      {editing && (
        <ItemDialog classCode={dictClass.class_code} editing={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

/** §7 dictionaries: the classes on the left, the chosen class's items on the right. */
export function DictScreen() {
  const { t } = useTranslation();
  const { data: classes = [], isLoading } = useDictClassesQuery();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing<DictClassRow>>(null);
  const [removeClass] = useDeleteDictClassMutation();
  const selected = classes.find((c) => c.id === selectedId) ?? classes[0];
  return (
    <Row gutter={16}>
      <Col xs={24} md={8} lg={7}>
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text strong>{t('admin:settings.dict.classes')}</Typography.Text>
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ mode: 'add' })}
            data-testid="dict-class-add"
          >
            {t('common:actions.add')}
          </Button>
        </Space>
        {isLoading ? (
          <Spin />
        ) : (
          <List
            bordered
            size="small"
            dataSource={classes}
            data-testid="dict-classes"
            renderItem={(c) => (
              <List.Item
                style={{
                  cursor: 'pointer',
                  background: c.id === selected?.id ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined,
                }}
                onClick={() => setSelectedId(c.id)}
                data-testid={`dict-class-${c.class_code}`}
                actions={[
                  <Button
                    key="edit"
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('admin:sys.edit')}
                    title={t('admin:sys.edit')}
                    onClick={(e) => {
                      e.stopPropagation();
                      setEditing({ mode: 'edit', row: c });
                    }}
                  />,
                  <Popconfirm
                    key="del"
                    title={t('admin:sys.confirmDelete', { name: c.class_name })}
                    okText={t('common:actions.confirm')}
                    cancelText={t('common:actions.cancel')}
                    onConfirm={() => removeClass({ id: c.id }).unwrap()}
                  >
                    <Button
                      type="text"
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('common:actions.delete')}
                      title={t('common:actions.delete')}
                      onClick={(e) => e.stopPropagation()}
                    />
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={c.class_name}
                  description={
                    <Space size={6} wrap>
                      <span>{c.class_code}</span>
                      <Tag>{t('admin:settings.dict.itemCount', { n: c.item_count })}</Tag>
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Col>
      <Col xs={24} md={16} lg={17}>
        {selected ? <ItemsTable key={selected.id} dictClass={selected} /> : <Empty />}
      </Col>
      {editing && <ClassDialog editing={editing} onClose={() => setEditing(null)} />}
    </Row>
  );
}
