import { useState } from 'react';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Image,
  List,
  Progress,
  Result,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getMemberInfo, hasSession } from '@/lib/session';
import { usePublicMatchesQuery, usePublicProductQuery, type Product, type ProductKind } from './api';
import { galleryUrls, marketLinks } from './market-links';
import { usePriceText } from './product-text';
import { InquiryDialog, QuoteDialog } from './trade-forms';
import './product-detail.css';
import { VerifiedBadge } from '@/components/verified-badge/verified-badge';
import { thumbnail } from '@/lib/thumbnail';
import { useUnits } from '@/components/dict-select/use-units';

/** Main image with the thumbnails under it; a thumbnail click shows it large. */
function DetailGallery({ urls, name }: { urls: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  if (urls.length === 0)
    return (
      <div className="pd-main pd-main-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />
      </div>
    );
  return (
    <div data-testid="detail-gallery">
      <Image.PreviewGroup items={urls} preview={{ current, onChange: setCurrent }}>
        <div className="pd-main">
          <Image src={urls[current]} alt={name} width="100%" height="100%" />
        </div>
      </Image.PreviewGroup>
      <div className="pd-thumbs">
        {urls.map((url, index) => (
          <button
            type="button"
            key={`${index}-${url}`}
            className={index === current ? 'pd-thumb pd-thumb-active' : 'pd-thumb'}
            onClick={() => setCurrent(index)}
            onMouseEnter={() => setCurrent(index)}
            aria-label={`${name} ${index + 1}`}
          >
            <img src={url} alt="" />
          </button>
        ))}
      </div>
    </div>
  );
}

/** Smart matches of a public item: ranked supplies for a demand, open demands for a supply. */
function DetailMatches({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const { data = [], isLoading } = usePublicMatchesQuery({ kind: product.kind, id: product.id });
  const other: ProductKind = product.kind === 'demand' ? 'supply' : 'demand';
  return (
    <Card
      title={t(product.kind === 'demand' ? 'portal:detail.matchSupplies' : 'portal:detail.matchDemands')}
      data-testid="detail-matches"
    >
      <List
        loading={isLoading}
        dataSource={data}
        locale={{ emptyText: t('portal:detail.noMatches') }}
        renderItem={(m) => (
          <List.Item
            extra={<Progress type="circle" size={48} percent={Math.round(m.score * 100)} />}
            data-testid="detail-match"
          >
            <List.Item.Meta
              avatar={
                m.item.image ? (
                  <Image src={thumbnail(m.item.image, 160)} width={56} height={56} preview={false} />
                ) : null
              }
              title={<Link to={marketLinks.publicDetail(other, m.item.id)}>{m.item.name}</Link>}
              description={`${m.item.companyName} · ${m.item.quantity} ${unitName(m.item.unit)} · ${m.item.countryName}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** The §2 not-found look for an unknown, unapproved or expired item. */
export function ProductNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('portal:detail.notFound')}
      data-testid="product-not-found"
      extra={[
        <Button key="home" type="primary" onClick={() => void navigate('/')}>
          {t('common:actions.backHome')}
        </Button>,
        <Button key="back" onClick={() => void navigate(-1)}>
          {t('common:actions.goBack')}
        </Button>,
      ]}
    />
  );
}

/**
 * Public product page (desktop), /product/detail/{id}[?kind=demand]: gallery, the §3
 * fields, the inquiry (supply) or quote (demand) button, and smart matches. A visitor
 * who is not signed in goes to /login first and comes back.
 */
export function ProductDetail({ kind, id }: { kind: ProductKind; id: string }) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const navigate = useNavigate();
  const price = usePriceText();
  const { data: product, isLoading, isError } = usePublicProductQuery({ kind, id });
  const [trading, setTrading] = useState<Product>();
  if (isLoading)
    return (
      <div className="pd-page">
        <Skeleton active avatar={{ shape: 'square', size: 360 }} paragraph={{ rows: 8 }} />
      </div>
    );
  if (isError || !product) return <ProductNotFound />;

  const own = getMemberInfo<{ memberId?: string }>()?.memberId === product.memberId;
  const action = t(kind === 'supply' ? 'member:market.trade.inquire' : 'member:market.trade.quote');
  const trade = () => {
    if (!hasSession()) {
      const back = marketLinks.publicDetail(kind, id);
      void navigate(`/login?redirect=${encodeURIComponent(back)}`);
      return;
    }
    setTrading(product);
  };
  const unit = unitName(product.unit);

  return (
    <div className="pd-page" data-testid="product-detail">
      <Card>
        <Row gutter={[32, 24]}>
          <Col xs={24} md={10}>
            <DetailGallery urls={galleryUrls(product)} name={product.name} />
          </Col>
          <Col xs={24} md={14}>
            <Typography.Title level={3} className="pd-title">
              {product.name}
            </Typography.Title>
            <Space wrap>
              <Tag color="blue">{t(`member:market.display.${product.displayStatus}`)}</Tag>
              <Tag>{t(kind === 'supply' ? 'portal:detail.supply' : 'portal:detail.demand')}</Tag>
              <Tag>{product.categoryName}</Tag>
            </Space>
            <div className="pd-price" data-testid="detail-price">
              {price(product)}
            </div>
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" className="pd-fields">
              <Descriptions.Item label={t('member:market.fields.quantity')}>
                {product.quantity} {unit}
              </Descriptions.Item>
              <Descriptions.Item label={t('member:market.fields.origin')}>
                {product.origin || '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('member:market.fields.brand')}>
                {product.brand || '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('member:market.fields.category')}>
                {product.categoryName}
              </Descriptions.Item>
              <Descriptions.Item label={t('member:market.fields.country')}>
                {product.countryName}
              </Descriptions.Item>
              <Descriptions.Item label={t('member:market.fields.validUntil')}>
                {product.validUntil.slice(0, 10)}
              </Descriptions.Item>
              <Descriptions.Item label={t('portal:detail.company')} span={2}>
                {product.companyName || '-'} <VerifiedBadge verified={product.verified} />
              </Descriptions.Item>
            </Descriptions>
            <Space>
              <Button type="primary" size="large" onClick={trade} disabled={own} data-testid="detail-trade">
                {action}
              </Button>
              {own && <Typography.Text type="secondary">{t('portal:detail.own')}</Typography.Text>}
              {!own && !hasSession() && (
                <Typography.Text type="secondary">{t('portal:detail.loginFirst')}</Typography.Text>
              )}
            </Space>
          </Col>
        </Row>
      </Card>
      <Card title={t('member:market.fields.description')} className="pd-section">
        <Typography.Paragraph className="pd-description">
          {product.description || t('portal:detail.noDescription')}
        </Typography.Paragraph>
      </Card>
      <div className="pd-section">
        <DetailMatches product={product} />
      </div>
      {kind === 'supply' ? (
        <InquiryDialog product={trading} onClose={() => setTrading(undefined)} />
      ) : (
        <QuoteDialog product={trading} onClose={() => setTrading(undefined)} />
      )}
    </div>
  );
}
