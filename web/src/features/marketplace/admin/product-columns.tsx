import type { ReactNode } from 'react';
import { Image, Tag, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-table/data-table';
import { AuditTag, DisplayTag } from '../status-tags';
import type { AdminProduct, ProductKind } from './api';
import { dateTime, day } from './format';
import { useUnits } from '@/components/dict-select/use-units';

/** The audit tag; a rejected item carries its reason as a tooltip. */
export function AuditCell({ product }: { product: Pick<AdminProduct, 'auditStatus' | 'rejectReason'> }) {
  if (product.auditStatus !== 'rejected' || !product.rejectReason)
    return <AuditTag status={product.auditStatus} />;
  return (
    <Tooltip title={product.rejectReason}>
      <AuditTag status={product.auditStatus} icon={<InfoCircleOutlined />} data-testid="audit-reason" />
    </Tooltip>
  );
}

/** Shown or hidden from the public lists. */
export function VisibleTag({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return visible ? (
    <Tag color="green">{t('admin:market.visible.shown')}</Tag>
  ) : (
    <Tag>{t('admin:market.visible.hidden')}</Tag>
  );
}

/** Columns of the supply / demand table; props the list policy knows are sortable. */
export function useProductColumns(
  kind: ProductKind,
  actions: (product: AdminProduct) => ReactNode,
): DataColumn[] {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const row = (r: Record<string, unknown>) => r as unknown as AdminProduct;
  const columns: Array<DataColumn | false> = [
    {
      prop: 'image',
      label: t('admin:market.columns.image'),
      width: '72',
      fixed: 'left',
      render: (src) =>
        src ? <Image src={String(src)} width={48} height={48} style={{ objectFit: 'cover' }} /> : null,
    },
    // Image and name stay in view while the wide table scrolls sideways.
    { prop: 'name', label: t('member:market.fields.name'), sortable: true, fixed: 'left' },
    { prop: 'companyName', label: t('member:market.fields.companyName'), sortable: true },
    {
      prop: 'categoryId',
      label: t('member:market.fields.category'),
      render: (_v, r) => row(r).categoryName,
    },
    { prop: 'country', label: t('member:market.fields.country'), render: (_v, r) => row(r).countryName },
    {
      prop: 'quantity',
      label: t('member:market.fields.quantity'),
      sortable: true,
      render: (_v, r) => `${row(r).quantity} ${unitName(row(r).unit)}`,
    },
    kind === 'supply' && {
      prop: 'price',
      label: t('member:market.fields.price'),
      sortable: true,
      render: (v) => (v === null || v === undefined ? '' : String(v)),
    },
    { prop: 'validUntil', label: t('member:market.fields.validUntil'), sortable: true, render: day },
    {
      prop: 'auditStatus',
      label: t('admin:market.columns.auditStatus'),
      sortable: true,
      render: (_v, r) => <AuditCell product={row(r)} />,
    },
    {
      prop: 'visible',
      label: t('admin:market.columns.visible'),
      render: (v) => <VisibleTag visible={v !== false} />,
    },
    {
      prop: 'status',
      label: t('admin:market.columns.status'),
      render: (_v, r) => <DisplayTag product={row(r)} />,
    },
    { prop: 'createdAt', label: t('admin:market.columns.createdAt'), sortable: true, render: dateTime },
    {
      prop: 'actions',
      label: t('admin:sys.actions'),
      fixed: 'right',
      render: (_v, r) => actions(row(r)),
    },
  ];
  return columns.filter((c): c is DataColumn => c !== false);
}
