import { Col, Row } from 'antd';
import {
  SafetyOutlined,
  HomeOutlined,
  CarOutlined,
  BankOutlined,
  SendOutlined,
  FileSearchOutlined,
  SwapOutlined,
  RiseOutlined,
  EnvironmentOutlined,
  CustomerServiceOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/plain-format';
import { useHomeIndexQuery, type HomeIndex } from '@/features/portal-content/api';
import { articleLinks, publishedDay } from '@/features/portal-content/article-links';
import { BannerCarousel } from '@/features/portal-content/banner-carousel';
import { SERVICE_PAGES } from '@/features/portal-content/home-links';
import { homeFirstData } from '../home-first-data';
import { LatestList, type LatestEntry } from '@/features/portal-content/latest-list';
import { marketLinks } from '@/features/marketplace/market-links';
import './home.css';

export const firstData = homeFirstData;

const SERVICE_ICONS: Record<string, typeof SafetyOutlined> = {
  'page.tgfw': SafetyOutlined,
  'page.service-2': HomeOutlined,
  'page.logistics': CarOutlined,
  'page.industrial': BankOutlined,
  'page.loan': SendOutlined,
  'page.report': FileSearchOutlined,
  'page.trade': SwapOutlined,
  'page.promotion': RiseOutlined,
};

type Product = HomeIndex['latestSupply'][number];

function productEntries(items: Product[] | undefined, language: string): LatestEntry[] | undefined {
  return items?.map((item) => ({
    key: item.id,
    text: item.name,
    to: marketLinks.publicDetail(item.kind, item.id),
    aside: publishedDay(item.createdAt, language),
  }));
}

/** The platform's counts under the banners. */
function HomeCounts({ counts }: { counts: HomeIndex['counts'] }) {
  const { t, i18n } = useTranslation();
  const figures = [
    { key: 'supply', value: counts.supply, to: '/supply' },
    { key: 'demand', value: counts.demand, to: '/demand' },
    { key: 'suppliers', value: counts.suppliers, to: '/supplier' },
    { key: 'articles', value: counts.articles, to: '/article/list' },
  ] as const;
  return (
    <ul className="home-counts" data-testid="home-counts">
      {figures.map((figure) => (
        <li key={figure.key}>
          <Link to={figure.to}>
            <strong>{formatCount(figure.value, i18n.language)}</strong>
            <span>{t(`portal:home.counts.${figure.key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Desktop portal home: the banners, the platform's counts, the services, the warehouse
 * map and logistics consulting entries, and the latest supply, demand and articles. One
 * call (§7 /index/index) brings all of it, the header and the footer's promises included.
 */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useHomeIndexQuery(i18n.language);
  const services = SERVICE_PAGES.flatMap((page) => {
    const block = data?.services.find((s) => s.code === page.code);
    return block ? [{ ...page, block }] : [];
  });
  return (
    <>
      {data?.banners.length ? (
        <BannerCarousel banners={data.banners} />
      ) : (
        <section className="home-hero">
          <div className="page-section">
            <h1 className="home-hero-title">{t('portal:home.heroTitle')}</h1>
            <p className="home-hero-text">{t('portal:home.heroText')}</p>
          </div>
        </section>
      )}
      <section className="page-section">
        {data && <HomeCounts counts={data.counts} />}
        <h2 className="home-section-title">{t('portal:home.servicesTitle')}</h2>
        <Row gutter={[16, 16]} data-testid="home-services">
          {services.map(({ code, to, block }) => {
            const Icon = SERVICE_ICONS[code] ?? SafetyOutlined;
            return (
              <Col key={code} xs={12} md={6}>
                <Link to={to} className="home-tile home-service">
                  <Icon className="home-service-icon" />
                  <div className="home-service-title">{block.title}</div>
                  <div className="home-service-summary">{block.summary}</div>
                </Link>
              </Col>
            );
          })}
        </Row>
        <Row gutter={16} style={{ marginTop: 24 }}>
          <Col span={12}>
            <Link to="/map" className="home-tile home-entry" data-testid="home-map">
              <EnvironmentOutlined className="home-service-icon" />
              <div>
                <div className="home-service-title">{t('portal:home.warehouseMap')}</div>
                <div className="home-service-summary">{t('portal:home.warehouseMapText')}</div>
              </div>
            </Link>
          </Col>
          <Col span={12}>
            <Link to="/logistics" className="home-tile home-entry">
              <CustomerServiceOutlined className="home-service-icon" />
              <div>
                <div className="home-service-title">{t('portal:home.logisticsConsulting')}</div>
                <div className="home-service-summary">{t('portal:home.logisticsConsultingText')}</div>
              </div>
            </Link>
          </Col>
        </Row>
        <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
          <Col xs={24} md={8}>
            <LatestList
              testId="latest-supply"
              title={t('portal:home.latestSupply')}
              entries={productEntries(data?.latestSupply, i18n.language)}
              loading={isLoading}
              more={{ to: '/supply', text: t('portal:home.more') }}
            />
          </Col>
          <Col xs={24} md={8}>
            <LatestList
              testId="latest-demand"
              title={t('portal:home.latestDemand')}
              entries={productEntries(data?.latestDemand, i18n.language)}
              loading={isLoading}
              more={{ to: '/demand', text: t('portal:home.more') }}
            />
          </Col>
          <Col xs={24} md={8}>
            <LatestList
              testId="latest-articles"
              title={t('portal:nav.articles')}
              entries={data?.latestArticles.map((article) => ({
                key: article.id,
                text: article.title,
                to: articleLinks.info(article.id),
                aside: publishedDay(article.publishedAt, i18n.language),
              }))}
              loading={isLoading}
              more={{ to: articleLinks.list(), text: t('portal:home.more') }}
            />
          </Col>
        </Row>
      </section>
    </>
  );
}
