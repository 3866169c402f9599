import { useEffect, useState } from 'react';
import {
  Button,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Switch,
  Tag,
  Tree,
  TreeSelect,
  Typography,
  type TreeProps,
} from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Authorized } from '@/components/authorized/authorized';
import { Dialog } from '@/components/dialog/dialog';
import { hasPermission } from '@/lib/permissions';
import {
  useDeleteNavGroupMutation,
  useDeleteNavItemMutation,
  useMoveNavItemMutation,
  useNavGroupsQuery,
  useNavTreeQuery,
  useSaveNavGroupMutation,
  useSaveNavItemMutation,
  type NavGroupRow,
  type NavItemNode,
} from './api';
import { keyed, movesOf, parentChoices, type KeyedNavNode } from './nav-order';

/** The §7 verbs behind the screen's controls; a control whose verb is not held is removed. */
const PERM = {
  groupAdd: 'sys/customNavGroup/add',
  groupEdit: 'sys/customNavGroup/edit',
  groupDel: 'sys/customNavGroup/del',
  itemAdd: 'sys/customNav/add',
  itemEdit: 'sys/customNav/edit',
  itemDel: 'sys/customNav/del',
} as const;

type ItemEditing = { mode: 'add'; parentId: string | null } | { mode: 'edit'; item: NavItemNode } | null;
type GroupEditing = { mode: 'add' } | { mode: 'edit'; group: NavGroupRow } | null;

const LANG_LABELS = { 'zh-cn': '中文', en: 'English', ru: 'Русский' } as const;

/** Status switch of a form: the server's 1/0 as on/off. */
const statusProps = {
  getValueProps: (v: unknown) => ({ checked: v === 1 }),
  normalize: (v: boolean) => (v ? 1 : 0),
};

function LabelFields({ name, label, max }: { name: string; label: string; max: number }) {
  return (
    <>
      {(Object.keys(LANG_LABELS) as Array<keyof typeof LANG_LABELS>).map((lang) => (
        <Form.Item
          key={lang}
          name={[name, lang]}
          label={`${label} (${LANG_LABELS[lang]})`}
          rules={lang === 'zh-cn' ? [{ required: true, whitespace: true }] : []}
        >
          <Input maxLength={max} data-testid={`nav-${name}-${lang}`} />
        </Form.Item>
      ))}
    </>
  );
}

function ItemDialog({
  groupId,
  tree,
  editing,
  onClose,
}: {
  groupId: string;
  tree: NavItemNode[];
  editing: NonNullable<ItemEditing>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [save, { isLoading }] = useSaveNavItemMutation();
  const item = editing.mode === 'edit' ? editing.item : undefined;
  return (
    <Dialog
      open
      title={t(item ? 'admin:sys.nav.editItem' : 'admin:sys.nav.addItem')}
      dirty={dirty}
      onClose={onClose}
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="nav-item-form"
        initialValues={
          item
            ? { ...item, title: item.titles }
            : { parentId: editing.mode === 'add' ? editing.parentId : null, target: '_self', status: 1 }
        }
        onValuesChange={() => setDirty(true)}
        onFinish={async (values) => {
          await save({ ...values, parentId: values.parentId ?? null, id: item?.id, groupId }).unwrap();
          onClose();
        }}
      >
        <Form.Item name="parentId" label={t('admin:sys.parent')}>
          <TreeSelect allowClear treeData={parentChoices(tree, item?.id)} />
        </Form.Item>
        <LabelFields name="title" label={t('admin:sys.nav.title')} max={40} />
        <Form.Item
          name="url"
          label={t('admin:sys.nav.url')}
          extra={t('admin:sys.nav.urlHint')}
          rules={[{ pattern: /^$|^\/|^https?:\/\//, message: t('admin:sys.nav.urlInvalid') }]}
        >
          <Input maxLength={500} placeholder="/demand" />
        </Form.Item>
        <Form.Item name="target" label={t('admin:sys.nav.target')}>
          <Select
            options={[
              { value: '_self', label: t('admin:sys.nav.targets._self') },
              { value: '_blank', label: t('admin:sys.nav.targets._blank') },
            ]}
          />
        </Form.Item>
        <Form.Item name="sort" label={t('admin:sys.sort')}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="status" label={t('admin:sys.status')} {...statusProps}>
          <Switch />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

function GroupDialog({ editing, onClose }: { editing: NonNullable<GroupEditing>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [save, { isLoading }] = useSaveNavGroupMutation();
  const group = editing.mode === 'edit' ? editing.group : undefined;
  return (
    <Dialog
      open
      title={t(group ? 'admin:sys.nav.editGroup' : 'admin:sys.nav.addGroup')}
      dirty={dirty}
      onClose={onClose}
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={group ? { ...group, name: group.names } : { status: 1, sort: 0 }}
        onValuesChange={() => setDirty(true)}
        onFinish={async (values) => {
          await save({ ...values, id: group?.id }).unwrap();
          onClose();
        }}
      >
        <Form.Item
          name="code"
          label={t('admin:sys.nav.code')}
          extra={t('admin:sys.nav.codeHint')}
          rules={[{ required: true, pattern: /^[A-Za-z0-9._-]+$/ }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <LabelFields name="name" label={t('admin:sys.nav.groupName')} max={50} />
        <Form.Item name="sort" label={t('admin:sys.sort')}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="status" label={t('admin:sys.status')} {...statusProps}>
          <Switch />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

/** What antd's Tree tells of a drop. */
type DropInfo = Parameters<NonNullable<TreeProps['onDrop']>>[0];

/** Sibling index of a drop below `node` in antd's terms (`pos` is "0-2-1"). */
const indexIn = (pos: string) => Number(pos.split('-').pop());

/**
 * Custom navigation (§7 sys.customNavGroup / sys.customNav): the groups (portal header,
 * footer…) and each group's items as a tree; dragging an item moves it (new parent and
 * order), the portal follows at its next read.
 */
export function NavScreen() {
  const { t } = useTranslation();
  const { data: groups = [], isFetching: loadingGroups } = useNavGroupsQuery();
  const [groupId, setGroupId] = useState<string>();
  useEffect(() => {
    if (!groupId && groups[0]) setGroupId(groups[0].id);
    if (groupId && groups.length && !groups.some((g) => g.id === groupId)) setGroupId(groups[0]?.id);
  }, [groups, groupId]);
  const group = groups.find((g) => g.id === groupId);
  const { data: tree = [], isFetching } = useNavTreeQuery(groupId ?? '', { skip: !groupId });
  const [move] = useMoveNavItemMutation();
  const [removeItem] = useDeleteNavItemMutation();
  const [removeGroup] = useDeleteNavGroupMutation();
  const [editing, setEditing] = useState<ItemEditing>(null);
  const [editingGroup, setEditingGroup] = useState<GroupEditing>(null);

  const onDrop = async (info: DropInfo) => {
    const target = info.node as unknown as KeyedNavNode & { pos: string };
    const dragId = String(info.dragNode.key);
    // Onto a node: its first child. Into the gap after (or before) a node: its sibling.
    const drop = info.dropToGap
      ? {
          dragId,
          parentId: target.parentId ?? null,
          index: info.dropPosition < indexIn(target.pos) ? 0 : indexIn(target.pos) + 1,
        }
      : { dragId, parentId: target.id, index: 0 };
    // A drop into its own subtree is refused by the server (PARENT_INVALID) and shown.
    for (const { item, parentId, sort } of movesOf(tree, drop)) {
      await move({ id: item.id, parentId, sort, title: item.titles }).unwrap();
    }
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ minWidth: 220 }}
          loading={loadingGroups}
          value={groupId}
          onChange={setGroupId}
          data-testid="nav-group-select"
          options={groups.map((g) => ({ value: g.id, label: `${g.name} (${g.code})` }))}
        />
        <Authorized perm={PERM.groupAdd}>
          <Button icon={<PlusOutlined />} onClick={() => setEditingGroup({ mode: 'add' })}>
            {t('admin:sys.nav.addGroup')}
          </Button>
        </Authorized>
        {group && (
          <>
            <Authorized perm={PERM.groupEdit}>
              <Button icon={<EditOutlined />} onClick={() => setEditingGroup({ mode: 'edit', group })}>
                {t('admin:sys.nav.editGroup')}
              </Button>
            </Authorized>
            <Authorized perm={PERM.groupDel}>
              <Popconfirm
                title={t('admin:sys.confirmDelete', { name: group.name })}
                okText={t('common:actions.confirm')}
                cancelText={t('common:actions.cancel')}
                onConfirm={() => removeGroup(group.id).unwrap()}
              >
                <Button danger icon={<DeleteOutlined />}>
                  {t('admin:sys.nav.deleteGroup')}
                </Button>
              </Popconfirm>
            </Authorized>
            <Authorized perm={PERM.itemAdd}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ mode: 'add', parentId: null })}
                data-testid="nav-item-add"
              >
                {t('admin:sys.nav.addItem')}
              </Button>
            </Authorized>
          </>
        )}
      </Space>
      <Typography.Paragraph type="secondary">{t('admin:sys.nav.dragHint')}</Typography.Paragraph>
      {tree.length === 0 && !isFetching ? (
        <Empty description={t('common:table.noData')} />
      ) : (
        <div data-testid="nav-tree">
          <Tree<KeyedNavNode>
            draggable={hasPermission(PERM.itemEdit) ? { icon: false } : false}
            blockNode
            defaultExpandAll
            key={`${groupId}-${tree.length}`}
            treeData={keyed(tree)}
            onDrop={(info) => void onDrop(info)}
            titleRender={(node) => (
              <span className="nav-tree-node" data-testid={`nav-node-${node.id}`}>
                <Space size={4} wrap>
                  <span style={node.status === 1 ? undefined : { textDecoration: 'line-through' }}>
                    {node.title}
                  </span>
                  {node.url && <Tag>{node.url}</Tag>}
                  {node.target === '_blank' && <Tag color="blue">{t('admin:sys.nav.targets._blank')}</Tag>}
                  {node.status !== 1 && <Tag>{t('admin:sys.nav.disabled')}</Tag>}
                  <Authorized perm={PERM.itemAdd}>
                    <Button
                      type="link"
                      size="small"
                      onClick={(e) => {
                        e.stopPropagation();
                        setEditing({ mode: 'add', parentId: node.id });
                      }}
                    >
                      {t('admin:sys.addChild')}
                    </Button>
                  </Authorized>
                  <Authorized perm={PERM.itemEdit}>
                    <Button
                      type="link"
                      size="small"
                      data-testid={`nav-edit-${node.id}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        setEditing({ mode: 'edit', item: node as NavItemNode });
                      }}
                    >
                      {t('admin:sys.edit')}
                    </Button>
                  </Authorized>
                  <Authorized perm={PERM.itemDel}>
                    <Popconfirm
                      title={t('admin:sys.confirmDelete', { name: node.title })}
                      okText={t('common:actions.confirm')}
                      cancelText={t('common:actions.cancel')}
                      onConfirm={() => removeItem(node.id).unwrap()}
                    >
                      <Button type="link" danger size="small" onClick={(e) => e.stopPropagation()}>
                        {t('common:actions.delete')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                </Space>
              </span>
            )}
          />
        </div>
      )}
      {editing && groupId && (
        <ItemDialog groupId={groupId} tree={tree} editing={editing} onClose={() => setEditing(null)} />
      )}
      {editingGroup && <GroupDialog editing={editingGroup} onClose={() => setEditingGroup(null)} />}
    </>
  );
}
