import { Button, Card, Col, Row } from 'antd';
import {
  SafetyOutlined,
  HomeOutlined,
  CarOutlined,
  BankOutlined,
  SendOutlined,
  EnvironmentOutlined,
  CustomerServiceOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  useHomeIndexQuery,
  useLatestArticlesQuery,
  useLatestProductsQuery,
} from '@/features/portal-home/api';
import type { HomeItem } from '@/features/portal-home/api';
import { LatestList } from '@/features/portal-home/latest-list';
import { marketLinks } from '@/features/marketplace/market-links';
import './home.css';

/** The public product page of a latest product. */
const productDetailLink = (item: HomeItem) =>
  marketLinks.publicDetail(item.kind === 'demand' ? 'demand' : 'supply', String(item.id));

const SERVICES = [
  { key: 'tgfw', to: '/tgfw', icon: SafetyOutlined },
  { key: 'warehouse', to: '/service?id=2', icon: HomeOutlined },
  { key: 'logistics', to: '/logistics', icon: CarOutlined },
  { key: 'industrial', to: '/industrial', icon: BankOutlined },
  { key: 'loan', to: '/loan', icon: SendOutlined },
];

/** Desktop portal home: hero, the five new-channel services, warehouse map and logistics consulting entries. */
export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Three independent calls, sent in parallel (they share one token refresh when needed, §4).
  useHomeIndexQuery();
  const articles = useLatestArticlesQuery();
  const products = useLatestProductsQuery();
  return (
    <>
      <section className="home-hero">
        <div className="page-section">
          <h1 className="home-hero-title">{t('portal:home.heroTitle')}</h1>
          <p className="home-hero-text">{t('portal:home.heroText')}</p>
          <Button type="primary" size="large" onClick={() => navigate('/demand')}>
            {t('portal:home.ctaDemand')}
          </Button>
          <Button size="large" ghost style={{ marginLeft: 12 }} onClick={() => navigate('/reg')}>
            {t('portal:home.ctaRegister')}
          </Button>
        </div>
      </section>
      <section className="page-section">
        <h2 className="home-section-title">{t('portal:home.servicesTitle')}</h2>
        <Row gutter={[16, 16]}>
          {SERVICES.map(({ key, to, icon: Icon }) => (
            <Col key={key} flex="1 1 180px">
              <Link to={to}>
                <Card hoverable className="home-service">
                  <Icon className="home-service-icon" />
                  <div>{t(`portal:nav.${key}`)}</div>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
        <Row gutter={16} style={{ marginTop: 24 }}>
          <Col span={12}>
            <Card hoverable>
              <Card.Meta
                avatar={<EnvironmentOutlined className="home-service-icon" />}
                title={t('portal:home.warehouseMap')}
              />
            </Card>
          </Col>
          <Col span={12}>
            <Card hoverable>
              <Card.Meta
                avatar={<CustomerServiceOutlined className="home-service-icon" />}
                title={t('portal:home.logisticsConsulting')}
              />
            </Card>
          </Col>
        </Row>
        <Row gutter={16} style={{ marginTop: 24 }}>
          <Col xs={24} md={12}>
            <LatestList
              testId="latest-articles"
              title={t('portal:nav.articles')}
              data={articles.data}
              loading={articles.isLoading}
            />
          </Col>
          <Col xs={24} md={12}>
            <LatestList
              testId="latest-products"
              title={t('portal:home.latestProducts')}
              data={products.data}
              loading={products.isLoading}
              linkOf={productDetailLink}
            />
          </Col>
        </Row>
      </section>
    </>
  );
}
