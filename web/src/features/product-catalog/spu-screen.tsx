import { Button, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-table/data-table';
import type { FilterField } from '@/components/filter-drawer/filter-model';
import {
  RECYCLE_BASE,
  productBase,
  useChangeProductStatusMutation,
  useDeleteProductItemMutation,
  usePurgeSpuMutation,
  useRestoreSpuMutation,
  type Spu,
} from './api';
import { ConfirmButton, AdminList } from '@/components/admin-list/admin-list';

type Row = Spu;

const useSpuColumns = (): DataColumn[] => {
  const { t } = useTranslation();
  return [
    { prop: 'name', label: t('admin:product.spu.name'), sortable: true },
    { prop: 'categoryName', label: t('admin:product.spu.category') },
    { prop: 'brandName', label: t('admin:product.spu.brand'), render: (v) => (v ? String(v) : '-') },
    {
      prop: 'skuCount',
      label: t('admin:product.spu.skuCount'),
      render: (_v, r) => (r as unknown as Row).skus.length,
    },
  ];
};

const useSpuFilterFields = (): FilterField[] => {
  const { t } = useTranslation();
  return [
    { field: 'name', label: t('admin:product.spu.name') },
    { field: 'categoryId', label: t('admin:product.spu.category') },
    { field: 'brandId', label: t('admin:product.spu.brand') },
    { field: 'status', label: t('admin:sys.status'), placeholder: '0 | 1' },
  ];
};

/** /admin/product/spu: the spu list; edit opens the save page, delete moves to the recycle bin. */
export function SpuScreen({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [remove] = useDeleteProductItemMutation();
  const [changeStatus] = useChangeProductStatusMutation();
  const columns: DataColumn[] = [
    ...useSpuColumns(),
    {
      prop: 'status',
      label: t('admin:product.spu.onSale'),
      render: (_v, r) => {
        const row = r as unknown as Row;
        return (
          <Switch
            size="small"
            checked={row.status === 1}
            data-testid={`spu-status-${row.name}`}
            onChange={(on) => void changeStatus({ resource: 'spu', id: row.id, status: on ? 1 : 0 })}
          />
        );
      },
    },
    {
      prop: 'actions',
      label: t('admin:sys.actions'),
      render: (_v, r) => {
        const row = r as unknown as Row;
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onOpen(row.id)}>
              {t('admin:sys.edit')}
            </Button>
            <ConfirmButton
              danger
              title={t('admin:product.spu.confirmRecycle', { name: row.name })}
              onConfirm={() => remove({ resource: 'spu', id: row.id }).unwrap()}
              testId={`spu-delete-${row.name}`}
            >
              {t('common:actions.delete')}
            </ConfirmButton>
          </Space>
        );
      },
    },
  ];
  return (
    <AdminList
      tableKey="product-spu"
      url={`${productBase('spu')}/page`}
      columns={columns}
      searchField="name"
      searchLabel={t('admin:product.spu.name')}
      filterFields={useSpuFilterFields()}
      onAdd={() => onOpen('0')}
    />
  );
}

/** /admin/product/recycle: deleted spu, restored with their skus or purged for good. */
export function RecycleScreen() {
  const { t } = useTranslation();
  const [restore] = useRestoreSpuMutation();
  const [purge] = usePurgeSpuMutation();
  const columns: DataColumn[] = [
    ...useSpuColumns(),
    { prop: 'deletedAt', label: t('admin:product.recycle.deletedAt'), sortable: true },
    {
      prop: 'actions',
      label: t('admin:sys.actions'),
      render: (_v, r) => {
        const row = r as unknown as Row;
        return (
          <Space size={0}>
            <ConfirmButton
              title={t('admin:product.recycle.confirmRestore', { name: row.name })}
              onConfirm={() => restore({ id: row.id }).unwrap()}
              testId={`recycle-restore-${row.name}`}
            >
              {t('admin:product.recycle.restore')}
            </ConfirmButton>
            <ConfirmButton
              danger
              title={t('admin:product.recycle.confirmPurge', { name: row.name })}
              onConfirm={() => purge({ id: row.id }).unwrap()}
              testId={`recycle-purge-${row.name}`}
            >
              {t('admin:product.recycle.purge')}
            </ConfirmButton>
          </Space>
        );
      },
    },
  ];
  return (
    <AdminList
      tableKey="product-recycle"
      url={`${RECYCLE_BASE}/page`}
      columns={columns}
      searchField="name"
      searchLabel={t('admin:product.spu.name')}
      filterFields={useSpuFilterFields()}
    />
  );
}
