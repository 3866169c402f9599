import { useState } from 'react';
import { Badge, Button, Input, Space, Tabs } from 'antd';
import { FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { FilterDrawer } from '@/components/filter-drawer/filter-drawer';
import type { FilterItem } from '@/components/filter-drawer/filter-model';
import { adminBase, type AdminProduct, type ProductKind } from './api';
import { marketFilterFields } from './filter-fields';
import { ProductActions } from './product-actions';
import { useProductColumns } from './product-columns';
import { ProductDetailDialog, type DetailTab } from './product-detail-dialog';
import { RejectDialog } from './reject-dialog';
import { TradeTable } from './trade-table';
import { hasPermission } from '@/lib/permissions';
import { AdminQuoteDialog } from './quote-dialog';
import { AdminSaveDialog } from './save-dialog';

/** The review table of one kind: search, filter drawer, row actions and their dialogs. */
function ProductList({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<FilterItem[]>([]);
  const [filtering, setFiltering] = useState(false);
  const [detail, setDetail] = useState<{ product: AdminProduct; tab: DetailTab } | null>(null);
  const [rejecting, setRejecting] = useState<AdminProduct | null>(null);
  // null: closed; undefined product: a new item.
  const [saving, setSaving] = useState<{ product?: AdminProduct } | null>(null);
  const [quoting, setQuoting] = useState<AdminProduct | null>(null);
  const columns = useProductColumns(kind, (product) => (
    <ProductActions
      kind={kind}
      product={product}
      onDetail={() => setDetail({ product, tab: 'info' })}
      onTrades={() => setDetail({ product, tab: 'trades' })}
      onReject={() => setRejecting(product)}
      onEdit={() => setSaving({ product })}
      onQuote={() => setQuoting(product)}
    />
  ));
  return (
    <>
      <DataTable
        tableKey={`market-${kind}`}
        url={`${adminBase(kind)}/page`}
        columns={columns}
        params={{
          ...(filters.length ? { filters } : {}),
          ...(keyword ? { search_params: { 'name@include': keyword } } : {}),
        }}
        toolbar={
          <Space>
            {hasPermission(`market/${kind}/save`) && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setSaving({})}
                data-testid="market-add"
              >
                {t('common:actions.add')}
              </Button>
            )}
            <Input.Search
              allowClear
              placeholder={t('member:market.fields.name')}
              onSearch={setKeyword}
              style={{ width: 240 }}
              data-testid="market-search"
            />
            <Badge count={filters.length} size="small">
              <Button
                icon={<FilterOutlined />}
                onClick={() => setFiltering(true)}
                data-testid="market-filter"
              >
                {t('common:filter.title')}
              </Button>
            </Badge>
          </Space>
        }
      />
      <FilterDrawer
        open={filtering}
        onClose={() => setFiltering(false)}
        fields={marketFilterFields(t)}
        value={filters}
        onApply={(items) => {
          setFilters(items);
          setFiltering(false);
        }}
        storageKey={`market-${kind}`}
      />
      {detail && (
        <ProductDetailDialog
          kind={kind}
          product={detail.product}
          tab={detail.tab}
          onTab={(tab) => setDetail({ ...detail, tab })}
          onClose={() => setDetail(null)}
        />
      )}
      {rejecting && <RejectDialog kind={kind} product={rejecting} onClose={() => setRejecting(null)} />}
      {saving && <AdminSaveDialog kind={kind} product={saving.product} onClose={() => setSaving(null)} />}
      {quoting && <AdminQuoteDialog demand={quoting} onClose={() => setQuoting(null)} />}
    </>
  );
}

/** /admin/market/supply and /admin/market/demand: the review list and every inquiry or quote. */
export function MarketAdminScreen({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'list', label: t(`admin:market.tabs.${kind}`), children: <ProductList kind={kind} /> },
        {
          key: 'trades',
          label: t(kind === 'supply' ? 'admin:market.tabs.allInquiries' : 'admin:market.tabs.allQuotes'),
          children: <TradeTable kind={kind} />,
        },
      ]}
    />
  );
}
