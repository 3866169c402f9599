import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { ADMIN_MESSAGES, ADMIN_UPLOAD } from '../api';
import { isoTime } from '../format';
import { MessageUpload } from '../message-upload';

/**
 * /admin/kj/message: the back office reads a CEB message or receipt as the exchange
 * folder would (`/admin/kj.message/upload`), above the messages read so far.
 */
export function MessageScreen() {
  const { t } = useTranslation();
  const columns: DataColumn[] = [
    { prop: 'number', label: t('admin:kj.fields.type'), render: (v) => `CEB${String(v)}` },
    { prop: 'guid', label: 'guid' },
    { prop: 'source', label: t('admin:kj.fields.source') },
    {
      prop: 'valid',
      label: t('admin:kj.fields.valid'),
      render: (v) => <Tag color={v ? 'success' : 'error'}>{t(`admin:kj.valid.${v ? 'yes' : 'no'}`)}</Tag>,
    },
    { prop: 'documents', label: t('customs:upload.documents') },
    { prop: 'matched', label: t('customs:upload.matched') },
    { prop: 'unmatched', label: t('customs:upload.unmatched') },
    { prop: 'receipts', label: t('customs:upload.receipts') },
    {
      prop: 'errors',
      label: t('admin:kj.fields.errors'),
      render: (v) => (
        <span style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 12 }}>
          {(v as string[]).join('\n')}
        </span>
      ),
    },
    { prop: 'createdAt', label: t('admin:kj.fields.createdAt'), render: (v) => isoTime(String(v)) },
  ];
  return (
    <>
      <Card title={t('admin:kj.message.upload')} style={{ marginBottom: 16 }}>
        <MessageUpload url={ADMIN_UPLOAD} />
      </Card>
      <Card title={t('admin:kj.message.list')}>
        <DataTable tableKey="kj-messages" url={ADMIN_MESSAGES} columns={columns} />
      </Card>
    </>
  );
}
