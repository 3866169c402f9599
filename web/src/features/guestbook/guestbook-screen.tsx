import { Button, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { RelativeTime } from '@/components/relative-time/relative-time';
import { useDeleteGuestbookMessagesMutation, type GuestbookRow } from './api';

/** §7 /admin/guestbook: the visitors' messages, newest first, with delete. */
export function GuestbookScreen() {
  const { t } = useTranslation();
  const [remove] = useDeleteGuestbookMessagesMutation();
  const columns: DataColumn[] = [
    { prop: 'name', label: t('admin:settings.guestbook.name'), width: '120' },
    { prop: 'company', label: t('admin:settings.guestbook.company') },
    { prop: 'phone', label: t('admin:settings.guestbook.phone'), width: '140' },
    { prop: 'email', label: t('admin:settings.guestbook.email') },
    {
      prop: 'content',
      label: t('admin:settings.guestbook.content'),
      render: (value) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ marginBottom: 0 }}>
          {String(value ?? '')}
        </Typography.Paragraph>
      ),
    },
    {
      prop: 'createdAt',
      label: t('admin:settings.guestbook.createdAt'),
      sortable: true,
      width: '140',
      render: (value) => <RelativeTime time={String(value)} />,
    },
    {
      prop: 'actions',
      label: t('admin:sys.actions'),
      width: '90',
      render: (_v, r) => {
        const row = r as unknown as GuestbookRow;
        return (
          <Popconfirm
            title={t('admin:sys.confirmDelete', { name: row.name })}
            okText={t('common:actions.confirm')}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => remove({ id: row.id }).unwrap()}
          >
            <Button type="link" danger size="small" data-testid={`guestbook-del-${row.id}`}>
              {t('common:actions.delete')}
            </Button>
          </Popconfirm>
        );
      },
    },
  ];
  return <DataTable tableKey="guestbook" url="/admin/guestbook/page" columns={columns} />;
}
