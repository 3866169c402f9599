import { useState } from 'react';
import { Form, Image, Input, InputNumber, Select, Skeleton, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminList, editDeleteColumn } from '@/components/admin-list/admin-list';
import { nameKey } from '@/components/category-tree-editor/category-tree-editor';
import type { DataColumn } from '@/components/data-table/data-table';
import { FormDialog, type Editing } from '@/components/dialog/form-dialog';
import { ImageUploader } from '@/components/upload/image-uploader';
import type { ImageItem } from '@/components/upload/upload-rules';
import {
  contentBase,
  useAdminPatchQuery,
  useDeleteContentMutation,
  useSaveContentMutation,
  type AdminPatch,
  type AdminPatchRow,
} from './admin-api';
import { LanguageFields } from './language-fields';

/** The groups of content blocks (the catalog's PATCH_GROUPS) and where the portal shows them. */
const GROUPS = ['banner', 'promise', 'page', 'legal'] as const;

/** A portal path or an http(s) address, as the catalog accepts them. */
const LINK = /^(\/(?!\/)\S*|https?:\/\/\S+)$/i;

const imageItems = (patch?: AdminPatch): ImageItem[] =>
  patch?.image ? [{ name: patch.code, url: patch.imageUrl, id: patch.image }] : [];

function PatchForm({ patch, onClose }: { patch?: AdminPatch; onClose: () => void }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveContentMutation();
  return (
    <FormDialog
      title={t(patch ? 'admin:content.patch.edit' : 'admin:content.patch.add')}
      width={960}
      testId="patch-form"
      saving={isLoading}
      onClose={onClose}
      initial={
        patch
          ? { ...patch, image: imageItems(patch) }
          : { group: 'page', status: 1, sortOrder: 0, image: [], title: {}, summary: {}, body: {} }
      }
      onSave={({ image, ...values }) =>
        save({
          resource: 'patch.item',
          body: { ...values, id: patch?.id, image: (image as ImageItem[] | undefined)?.[0]?.id ?? '' },
        }).unwrap()
      }
    >
      <Form.Item
        name="code"
        label={t('admin:content.patch.code')}
        extra={t('admin:content.patch.codeHelp')}
        rules={[
          { required: true, pattern: /^[a-z0-9][a-z0-9._-]*$/, message: t('admin:content.patch.codeRule') },
        ]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="group" label={t('admin:content.patch.group')} rules={[{ required: true }]}>
        <Select options={GROUPS.map((g) => ({ value: g, label: t(`admin:content.patch.groups.${g}`) }))} />
      </Form.Item>
      <LanguageFields titleMax={120} />
      <Form.Item
        name="image"
        label={t('admin:content.patch.image')}
        valuePropName="value"
        getValueFromEvent={(items: ImageItem[]) => items}
      >
        <ImageUploader variant="single" limit={1} audience="admin" />
      </Form.Item>
      <Form.Item
        name="link"
        label={t('admin:content.patch.link')}
        extra={t('admin:content.patch.linkHelp')}
        rules={[{ pattern: LINK, message: t('admin:content.patch.linkHelp') }]}
      >
        <Input maxLength={500} placeholder="/tgfw" />
      </Form.Item>
      <Form.Item name="sortOrder" label={t('admin:sys.sort')}>
        <InputNumber />
      </Form.Item>
      <Form.Item
        name="status"
        label={t('admin:content.patch.shown')}
        valuePropName="checked"
        getValueProps={(v) => ({ checked: v === 1 })}
        getValueFromEvent={(on: boolean) => (on ? 1 : 0)}
      >
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}

function EditPatch({ id, onClose }: { id: string; onClose: () => void }) {
  const { data } = useAdminPatchQuery(id, { refetchOnMountOrArgChange: true });
  return data ? <PatchForm patch={data} onClose={onClose} /> : <Skeleton active />;
}

/**
 * /admin/content/patch: the portal's content blocks — banners, the four promises, the
 * service pages' texts, the privacy policy and terms.
 */
export function PatchScreen() {
  const { t, i18n } = useTranslation();
  const lang = nameKey(i18n.language);
  const [editing, setEditing] = useState<Editing<AdminPatchRow>>(null);
  const [remove] = useDeleteContentMutation();
  const title = (row: AdminPatchRow) => row.title[lang] || row.title['zh-cn'];
  const columns: DataColumn[] = [
    {
      prop: 'imageUrl',
      label: t('admin:content.patch.image'),
      width: '80',
      render: (v) =>
        v ? <Image src={String(v)} width={56} height={40} style={{ objectFit: 'cover' }} /> : '-',
    },
    { prop: 'code', label: t('admin:content.patch.code'), sortable: true },
    {
      prop: 'group',
      label: t('admin:content.patch.group'),
      sortable: true,
      render: (v) => <Tag>{t(`admin:content.patch.groups.${String(v)}`)}</Tag>,
    },
    { prop: 'title.zh-cn', label: t('admin:content.title'), render: (_v, r) => title(r as AdminPatchRow) },
    {
      prop: 'status',
      label: t('admin:content.patch.shown'),
      render: (v) =>
        v === 1 ? (
          <Tag color="green">{t('admin:content.patch.shown')}</Tag>
        ) : (
          <Tag>{t('admin:content.patch.hidden')}</Tag>
        ),
    },
    { prop: 'sortOrder', label: t('admin:sys.sort'), sortable: true },
    editDeleteColumn<AdminPatchRow>(
      t,
      (row) => setEditing({ mode: 'edit', row }),
      (row) => remove({ resource: 'patch.item', id: row.id }).unwrap(),
      title,
    ),
  ];
  return (
    <>
      <AdminList
        tableKey="content-patch"
        url={`${contentBase('patch.item')}/page`}
        columns={columns}
        searchField="title.zh-cn"
        searchLabel={t('admin:content.title')}
        filterFields={[
          { field: 'code', label: t('admin:content.patch.code') },
          { field: 'group', label: t('admin:content.patch.group'), placeholder: GROUPS.join(' | ') },
          { field: 'status', label: t('admin:content.patch.shown') },
        ]}
        onAdd={() => setEditing({ mode: 'add' })}
      />
      {editing?.mode === 'add' && <PatchForm onClose={() => setEditing(null)} />}
      {editing?.mode === 'edit' && <EditPatch id={editing.row.id} onClose={() => setEditing(null)} />}
    </>
  );
}
