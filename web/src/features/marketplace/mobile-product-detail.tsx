import { Button, DotLoading, ErrorBlock, Space, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getMemberInfo, hasSession } from '@/lib/session';
import { usePublicMatchesQuery, usePublicProductQuery, type ProductKind } from './api';
import { galleryUrls, marketLinks } from './market-links';
import { MobileGallerySwiper } from './mobile-gallery-swiper';
import { MobileMatchList } from './mobile-matches';
import { MobileProductFields } from './mobile-product-fields';
import { usePriceText } from './product-text';
import './mobile-market.css';

/**
 * Public product page on a phone, /product/detail/{id}[?kind=demand]: swiper, fields,
 * smart matches and a button to the inquiry (supply) or quote (demand) screen; a
 * visitor signs in first and comes back to it.
 */
export function MobileProductDetail({ kind, id }: { kind: ProductKind; id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const price = usePriceText();
  const { data: product, isLoading, isError } = usePublicProductQuery({ kind, id });
  const matches = usePublicMatchesQuery({ kind, id }, { skip: !product });
  if (isLoading)
    return (
      <div className="m-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (isError || !product)
    return (
      <div style={{ padding: '32px 16px' }} data-testid="product-not-found">
        <ErrorBlock status="empty" title="404" description={t('portal:detail.notFound')} />
        <Button block color="primary" style={{ marginTop: 16 }} onClick={() => void navigate('/pages/home')}>
          {t('common:actions.backHome')}
        </Button>
      </div>
    );

  const own = getMemberInfo<{ memberId?: string }>()?.memberId === product.memberId;
  const target = marketLinks.mobileTrade(kind, id);
  const go = () =>
    void navigate(hasSession() ? target : `/login/login?redirect=${encodeURIComponent(target)}`);

  return (
    <div data-testid="product-detail">
      <MobileGallerySwiper urls={galleryUrls(product)} />
      <div className="m-card">
        <div className="m-price-big" data-testid="detail-price">
          {price(product)}
        </div>
        <h2 className="m-title">{product.name}</h2>
        <Space wrap style={{ '--gap': '6px' }}>
          <Tag color="primary">{t(`member:market.display.${product.displayStatus}`)}</Tag>
          <Tag color="default">{t(kind === 'supply' ? 'portal:detail.supply' : 'portal:detail.demand')}</Tag>
        </Space>
      </div>
      <MobileProductFields product={product} />
      <MobileMatchList
        matches={matches.data ?? []}
        loading={matches.isLoading}
        kind={kind === 'supply' ? 'demand' : 'supply'}
        title={t(kind === 'demand' ? 'portal:detail.matchSupplies' : 'portal:detail.matchDemands')}
      />
      <div className="m-bottom-bar">
        <Button block color="primary" size="large" disabled={own} onClick={go} data-testid="detail-trade">
          {own
            ? t('portal:detail.own')
            : t(kind === 'supply' ? 'member:market.trade.inquire' : 'member:market.trade.quote')}
        </Button>
      </div>
    </div>
  );
}
