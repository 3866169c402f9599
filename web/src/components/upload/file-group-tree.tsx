import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Modal, Space, Tree } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  useDeleteFileGroupMutation,
  useGetFileGroupsQuery,
  useSaveFileGroupMutation,
  type FileGroup,
} from './file-library-api';
import type { Audience } from './upload-rules';

export interface FileGroupTreeProps {
  /** Whose groups: the back-office library's or the member's own. */
  audience: Audience;
  /** '' all, '0' ungrouped, else a group id. */
  value: string;
  onChange: (groupId: string) => void;
  /** Offers group add, edit and delete. */
  manage?: boolean;
}

/** The groups tree on the left of the file library (§2), with group add/edit/delete. */
export function FileGroupTree({ audience, value, onChange, manage = false }: FileGroupTreeProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { data: groups = [] } = useGetFileGroupsQuery();
  const [save, { isLoading: saving }] = useSaveFileGroupMutation();
  const [remove] = useDeleteFileGroupMutation();
  const [editing, setEditing] = useState<Partial<FileGroup> | null>(null);
  const [form] = Form.useForm<{ label: string; show_order: number }>();

  const open = (group: Partial<FileGroup>) => {
    setEditing(group);
    form.setFieldsValue({ label: group.label ?? '', show_order: group.show_order ?? 0 });
  };
  const submit = async () => {
    // Invalid fields show their messages in the form; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const result = await save({ ...values, id: editing?.id, audience });
    // §8: a failed group save shows 提示 with the server message (the API layer's notification).
    if (!('error' in result)) setEditing(null);
  };
  const confirmDelete = (group: FileGroup) =>
    modal.confirm({
      title: t('common:upload.library.deleteGroup'),
      content: t('common:upload.library.deleteGroupConfirm', { label: group.label }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        await remove({ id: group.id, audience });
        if (value === group.id) onChange('');
      },
    });

  const title = (group: FileGroup) => (
    <span className="file-group-title">
      <span>{group.label}</span>
      {manage && (
        <Space size={0} className="file-group-actions">
          <Button
            type="text"
            size="small"
            aria-label={t('common:upload.library.editGroup')}
            icon={<EditOutlined />}
            onClick={(e) => {
              e.stopPropagation();
              open(group);
            }}
          />
          <Button
            type="text"
            size="small"
            aria-label={t('common:upload.library.deleteGroup')}
            icon={<DeleteOutlined />}
            onClick={(e) => {
              e.stopPropagation();
              confirmDelete(group);
            }}
          />
        </Space>
      )}
    </span>
  );

  const treeData = [
    { key: '', title: t('common:upload.library.all') },
    { key: '0', title: t('common:upload.library.ungrouped') },
    ...groups.map((g) => ({ key: g.id, title: title(g) })),
  ];

  return (
    <div className="file-group-tree" data-testid="file-group-tree">
      <Tree
        blockNode
        selectedKeys={[value]}
        treeData={treeData}
        onSelect={(keys) => keys.length > 0 && onChange(String(keys[0]))}
      />
      {manage && (
        <Button block icon={<PlusOutlined />} onClick={() => open({})} style={{ marginTop: 8 }}>
          {t('common:upload.library.addGroup')}
        </Button>
      )}
      <Modal
        open={editing !== null}
        title={editing?.id ? t('common:upload.library.editGroup') : t('common:upload.library.addGroup')}
        onCancel={() => setEditing(null)}
        onOk={() => void submit()}
        confirmLoading={saving}
        okText={t('common:actions.confirm')}
        cancelText={t('common:actions.cancel')}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="label"
            label={t('common:upload.library.groupLabel')}
            rules={[
              { required: true, whitespace: true, message: t('common:upload.library.groupLabelRequired') },
            ]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="show_order" label={t('common:upload.library.showOrder')}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
