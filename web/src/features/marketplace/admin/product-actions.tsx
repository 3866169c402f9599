import { App, Button, Dropdown, Space, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@/lib/permissions';
import {
  useAuditProductMutation,
  useChangeAdminProductStatusMutation,
  useDeleteAdminProductMutation,
  type AdminProduct,
  type ProductKind,
} from './api';

export interface ProductActionsProps {
  kind: ProductKind;
  product: AdminProduct;
  onDetail: () => void;
  onTrades: () => void;
  onReject: () => void;
  onEdit: () => void;
  onQuote: () => void;
}

/**
 * Row actions of the review table: detail and the audit in view; show/hide, open/close,
 * the item's inquiries or quotes and delete under "more" (the table is wide already).
 * Approval, show/hide, open/close and delete run only once the admin confirms (a
 * rejection asks for its reason in a dialog of its own). Actions the admin's
 * permissions (market/<kind>/info|audit|changeStatus|inquiryList|quoteList|save,
 * market/demand/quote) do not cover
 * are not offered.
 */
export function ProductActions({
  kind,
  product,
  onDetail,
  onTrades,
  onReject,
  onEdit,
  onQuote,
}: ProductActionsProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [audit, auditing] = useAuditProductMutation();
  const [change] = useChangeAdminProductStatusMutation();
  const [remove] = useDeleteAdminProductMutation();
  const { id, name } = product;
  const open = product.status === 'open';
  const can = (action: string) => hasPermission(`market/${kind}/${action}`);
  const canChange = can('changeStatus');
  const canAudit = can('audit');

  const confirm = (title: string, run: () => Promise<unknown>, danger = false) =>
    modal.confirm({
      title,
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger },
      onOk: run,
    });

  const changes: MenuProps['items'] = [
    {
      key: 'visible',
      label: (
        <span data-testid={`visible-${id}`}>
          {t(product.visible ? 'admin:market.actions.hide' : 'admin:market.actions.show')}
        </span>
      ),
      onClick: () =>
        confirm(
          t(product.visible ? 'admin:market.confirm.hide' : 'admin:market.confirm.show', { name }),
          () => change({ kind, id, visible: !product.visible }).unwrap(),
        ),
    },
    {
      key: 'status',
      label: (
        <span data-testid={`status-${id}`}>
          {t(open ? 'admin:market.actions.close' : 'admin:market.actions.open')}
        </span>
      ),
      onClick: () =>
        confirm(t(open ? 'admin:market.confirm.close' : 'admin:market.confirm.open', { name }), () =>
          change({ kind, id, status: open ? 'closed' : 'open' }).unwrap(),
        ),
    },
  ];
  const trades: MenuProps['items'] = [
    {
      key: 'trades',
      label: (
        <span data-testid={`trades-${id}`}>
          {t(kind === 'supply' ? 'admin:market.actions.inquiries' : 'admin:market.actions.quotes')}
        </span>
      ),
      onClick: onTrades,
    },
  ];
  const deletion: MenuProps['items'] = [
    { type: 'divider' },
    {
      key: 'delete',
      danger: true,
      label: <span data-testid={`delete-${id}`}>{t('common:actions.delete')}</span>,
      onClick: () =>
        confirm(t('admin:sys.confirmDelete', { name }), () => remove({ kind, id }).unwrap(), true),
    },
  ];
  const more = [
    ...(canChange ? changes : []),
    ...(can(kind === 'supply' ? 'inquiryList' : 'quoteList') ? trades : []),
    // Deleting is checked against changeStatus on the server.
    ...(canChange ? deletion : []),
  ];

  return (
    <Space size={0}>
      {can('info') && (
        <Button type="link" size="small" onClick={onDetail} data-testid={`detail-${id}`}>
          {t('admin:market.actions.detail')}
        </Button>
      )}
      {can('save') && (
        <Button type="link" size="small" onClick={onEdit} data-testid={`edit-${id}`}>
          {t('admin:market.actions.edit')}
        </Button>
      )}
      {kind === 'demand' && can('quote') && (
        <Button type="link" size="small" onClick={onQuote} data-testid={`quote-${id}`}>
          {t('admin:market.actions.quote')}
        </Button>
      )}
      {canAudit && product.auditStatus !== 'approved' && (
        <Button
          type="link"
          size="small"
          loading={auditing.isLoading}
          onClick={() =>
            confirm(t('admin:market.confirm.approve', { name }), () =>
              audit({ kind, id, auditStatus: 'approved' }).unwrap(),
            )
          }
          data-testid={`approve-${id}`}
        >
          {t('admin:market.actions.approve')}
        </Button>
      )}
      {canAudit && product.auditStatus !== 'rejected' && (
        <Button type="link" size="small" danger onClick={onReject} data-testid={`reject-${id}`}>
          {t('admin:market.actions.reject')}
        </Button>
      )}
      {more.length > 0 && (
        <Dropdown menu={{ items: more }} trigger={['click']}>
          <Button type="link" size="small" data-testid={`more-${id}`}>
            {t('admin:market.actions.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
