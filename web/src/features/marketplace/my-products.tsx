import { useState } from 'react';
import { Button, Card, Drawer, Image, List, Modal, Progress, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useChangeProductStatusMutation,
  useDeleteProductMutation,
  useMyMatchesQuery,
  useMyProductsQuery,
  type Product,
  type ProductKind,
} from './api';
import { ProductFormDialog } from './product-form';
import { StatusTags } from './status-tags';
import { useUnits } from '@/components/dict-select/use-units';

/** Smart matches of one of the member's items (supplies for a demand, demands for a supply). */
function MatchesDrawer({
  kind,
  product,
  onClose,
}: {
  kind: ProductKind;
  product?: Product;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const { data = [], isFetching } = useMyMatchesQuery({ kind, id: product?.id ?? '' }, { skip: !product });
  return (
    <Drawer open={!!product} onClose={onClose} width={560} title={t('member:market.matches')}>
      <List
        loading={isFetching}
        dataSource={data}
        renderItem={(m) => (
          <List.Item extra={<Progress type="circle" size={48} percent={Math.round(m.score * 100)} />}>
            <List.Item.Meta
              title={m.item.name}
              description={`${m.item.companyName} · ${m.item.quantity} ${unitName(m.item.unit)} · ${m.item.countryName}`}
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}

/** Desktop /product/supply and /product/demandList: the member's own items with add, edit, show/hide, delete. */
export function MyProducts({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: 20 });
  const { data, isFetching } = useMyProductsQuery({ kind, ...paging });
  const [editing, setEditing] = useState<{ open: boolean; product?: Product }>({ open: false });
  const [matching, setMatching] = useState<Product>();
  const [changeStatus] = useChangeProductStatusMutation();
  const [remove] = useDeleteProductMutation();

  const toggle = (p: Product) =>
    Modal.confirm({
      title: t(p.visible === false ? 'member:market.confirmShow' : 'member:market.confirmHide'),
      onOk: () => changeStatus({ kind, id: p.id, visible: p.visible === false }).unwrap(),
    });

  return (
    <Card
      extra={
        <Button type="primary" onClick={() => setEditing({ open: true })} data-testid="product-add">
          {t('member:market.add')}
        </Button>
      }
    >
      <Table<Product>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        pagination={{
          current: paging.pageNumber,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30, 40, 50],
          onChange: (pageNumber, pageSize) => setPaging({ pageNumber, pageSize }),
        }}
        columns={[
          {
            title: t('member:market.fields.gallery'),
            dataIndex: 'image',
            width: 80,
            render: (src: string) => (src ? <Image src={src} width={48} height={48} /> : null),
          },
          { title: t('member:market.fields.name'), dataIndex: 'name' },
          { title: t('member:market.fields.category'), dataIndex: 'categoryName' },
          { title: t('member:market.fields.price'), dataIndex: 'price' },
          {
            title: t('member:market.fields.quantity'),
            render: (_, p) => `${p.quantity} ${unitName(p.unit)}`,
          },
          { title: t('member:market.fields.country'), dataIndex: 'countryName' },
          {
            title: t('member:market.fields.validUntil'),
            dataIndex: 'validUntil',
            render: (v: string) => v.slice(0, 10),
          },
          { title: t('member:market.status'), render: (_, p) => <StatusTags product={p} /> },
          {
            title: t('member:market.actions'),
            render: (_, p) => (
              <Space size={0} wrap>
                <Typography.Link onClick={() => setEditing({ open: true, product: p })}>
                  {t('member:market.edit')}
                </Typography.Link>
                <Button type="link" size="small" onClick={() => toggle(p)}>
                  {t(p.visible === false ? 'member:market.show' : 'member:market.hide')}
                </Button>
                <Button type="link" size="small" onClick={() => setMatching(p)}>
                  {t('member:market.matches')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    Modal.confirm({
                      title: t('member:market.confirmDelete'),
                      onOk: () => remove({ kind, id: p.id }).unwrap(),
                    })
                  }
                >
                  {t('member:market.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ProductFormDialog
        kind={kind}
        open={editing.open}
        product={editing.product}
        onClose={() => setEditing({ open: false })}
      />
      <MatchesDrawer kind={kind} product={matching} onClose={() => setMatching(undefined)} />
    </Card>
  );
}
