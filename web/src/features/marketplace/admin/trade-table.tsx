import { Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { useMarketOptions } from '../product-form';
import { tradeListUrl, type AdminTrade, type ProductKind } from './api';
import { dateTime } from './format';
import { useUnits } from '@/components/dict-select/use-units';

/** The product an inquiry or quote was made on, as it was then. */
function ProductCell({ trade }: { trade: AdminTrade }) {
  return (
    <Space>
      {trade.productImage ? (
        <Image src={trade.productImage} width={36} height={36} style={{ objectFit: 'cover' }} />
      ) : null}
      <span>{trade.productName}</span>
    </Space>
  );
}

function useTradeColumns(kind: ProductKind): DataColumn[] {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const { countryOptions } = useMarketOptions();
  const countryName = new Map(countryOptions.map((c) => [c.value, c.label]));
  const row = (r: Record<string, unknown>) => r as unknown as AdminTrade;
  const product: DataColumn = {
    prop: 'productName',
    label: t('admin:market.trades.product'),
    render: (_v, r) => <ProductCell trade={row(r)} />,
  };
  const quantity: DataColumn = {
    prop: 'quantity',
    label: t('member:market.fields.quantity'),
    sortable: true,
    render: (_v, r) => `${row(r).quantity} ${unitName(row(r).productUnit)}`,
  };
  const created: DataColumn = {
    prop: 'createdAt',
    label: t('admin:market.trades.createdAt'),
    sortable: true,
    render: dateTime,
  };
  if (kind === 'supply')
    return [
      product,
      quantity,
      { prop: 'companyName', label: t('member:market.fields.companyName') },
      { prop: 'email', label: t('member:market.fields.email') },
      {
        prop: 'country',
        label: t('member:market.fields.country'),
        render: (v) => countryName.get(String(v)) ?? String(v ?? ''),
      },
      { prop: 'remark', label: t('member:market.trade.remark') },
      created,
    ];
  return [
    product,
    { prop: 'companyName', label: t('member:market.trade.supplier') },
    quantity,
    { prop: 'unitPrice', label: t('member:market.trade.unitPrice'), sortable: true },
    { prop: 'currency', label: t('member:market.trade.currency') },
    { prop: 'total', label: t('member:market.trade.total'), sortable: true },
    { prop: 'message', label: t('member:market.trade.message') },
    created,
  ];
}

/**
 * Inquiries received on supply (or quotes on demand): of one item when `productId` is set,
 * otherwise every one on the platform. Sorted and paged by the server.
 */
export function TradeTable({ kind, productId }: { kind: ProductKind; productId?: string }) {
  const columns = useTradeColumns(kind);
  return (
    <DataTable
      tableKey={`market-${kind}-trades${productId ? '-one' : ''}`}
      url={tradeListUrl(kind)}
      columns={columns}
      params={productId ? { productId } : {}}
    />
  );
}
