import { Button, Dialog, DotLoading, ErrorBlock, NoticeBar, Space, Tag, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  useChangeProductStatusMutation,
  useDeleteProductMutation,
  useMyMatchesQuery,
  useMyProductQuery,
  type Product,
  type ProductKind,
} from './api';
import { galleryUrls, marketLinks, shortTime } from './market-links';
import { MobileGallerySwiper } from './mobile-gallery-swiper';
import { MobileMatchList } from './mobile-matches';
import { MobileProductFields } from './mobile-product-fields';
import { ReceivedInquiryList, ReceivedQuoteList } from './mobile-received-trades';
import './mobile-market.css';

const auditColor = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

/** §4 audit, collecting/supplying and shown/hidden as phone tags. */
export function MobileStatusTags({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ '--gap': '6px' }} data-testid="status-tags">
      {product.auditStatus && (
        <Tag color={auditColor[product.auditStatus]}>{t(`member:market.audit.${product.auditStatus}`)}</Tag>
      )}
      <Tag color={product.status === 'open' ? 'primary' : 'default'}>
        {t(`member:market.display.${product.displayStatus}`)}
      </Tag>
      {product.visible === false && <Tag color="default">{t('member:market.hidden')}</Tag>}
    </Space>
  );
}

/** Show/hide (confirmed, §4), close/reopen, edit and delete (confirmed) of one's own item. */
function OwnerActions({ kind, product }: { kind: ProductKind; product: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [changeStatus, { isLoading: changing }] = useChangeProductStatusMutation();
  const [remove] = useDeleteProductMutation();
  const hidden = product.visible === false;
  const closed = product.status === 'closed';

  const change = async (body: { visible?: boolean; status?: 'open' | 'closed' }) => {
    try {
      await changeStatus({ kind, id: product.id, ...body }).unwrap();
      Toast.show({ icon: 'success', content: t('member:market.saved') });
    } catch {
      // shown by the base query
    }
  };
  const confirm = (content: string, confirmText: string) =>
    Dialog.confirm({ content, confirmText, cancelText: t('common:actions.cancel') });

  return (
    <div className="m-actions" data-testid="owner-actions">
      <Button
        size="small"
        fill="outline"
        color="primary"
        onClick={() => void navigate(marketLinks.mobileSave(kind, product.id))}
      >
        {t('member:market.edit')}
      </Button>
      <Button
        size="small"
        fill="outline"
        loading={changing}
        onClick={async () => {
          const ok = await confirm(
            t(hidden ? 'member:market.confirmShow' : 'member:market.confirmHide'),
            t(hidden ? 'member:market.show' : 'member:market.hide'),
          );
          if (ok) await change({ visible: hidden });
        }}
      >
        {t(hidden ? 'member:market.show' : 'member:market.hide')}
      </Button>
      <Button size="small" fill="outline" onClick={() => void change({ status: closed ? 'open' : 'closed' })}>
        {t(closed ? 'member:market.mobile.reopen' : 'member:market.mobile.close')}
      </Button>
      <Button
        size="small"
        fill="outline"
        color="danger"
        onClick={async () => {
          if (!(await confirm(t('member:market.confirmDelete'), t('member:market.delete')))) return;
          try {
            await remove({ kind, id: product.id }).unwrap();
            Toast.show({ icon: 'success', content: t('member:market.mobile.deleted') });
            void navigate(marketLinks.mobileList(kind), { replace: true });
          } catch {
            // shown by the base query
          }
        }}
      >
        {t('member:market.delete')}
      </Button>
    </div>
  );
}

/**
 * /mobile/member/{supply|demand}/info/{id}: the owner's view of an item: gallery, fields,
 * review and display status with the owner's actions, the inquiries (supply) or the quotes
 * compared (demand) received on it, and its smart matches.
 */
export function MobileProductInfo({ kind, id }: { kind: ProductKind; id: string }) {
  const { t } = useTranslation();
  const { data: product, isLoading, isError } = useMyProductQuery({ kind, id });
  const matches = useMyMatchesQuery({ kind, id }, { skip: !product });
  if (isLoading)
    return (
      <div className="m-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (isError || !product)
    return <ErrorBlock status="empty" title={t('member:market.mobile.notFound')} description="" />;
  return (
    <div data-testid="product-info">
      <MobileGallerySwiper urls={galleryUrls(product)} />
      <div className="m-card">
        <h2 className="m-title">{product.name}</h2>
        <MobileStatusTags product={product} />
        <div className="m-sub">{shortTime(product.createdAt)}</div>
      </div>
      {product.auditStatus === 'rejected' && (
        <NoticeBar
          color="error"
          wrap
          content={`${t('member:market.mobile.rejectReason')}: ${product.rejectReason || '-'}`}
        />
      )}
      <OwnerActions kind={kind} product={product} />
      <MobileProductFields product={product} owner />
      {kind === 'supply' ? <ReceivedInquiryList supplyId={id} /> : <ReceivedQuoteList demandId={id} />}
      <MobileMatchList
        matches={matches.data ?? []}
        loading={matches.isLoading}
        kind={kind === 'supply' ? 'demand' : 'supply'}
        title={t(
          kind === 'supply' ? 'member:market.mobile.matchDemands' : 'member:market.mobile.matchSupplies',
        )}
      />
    </div>
  );
}
