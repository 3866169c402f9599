import { Button, Grid, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/plain-format';
import { useHomeIndexQuery, type HomeIndex } from '@/features/portal-content/api';
import { articleLinks, publishedDay } from '@/features/portal-content/article-links';
import { BannerCarousel } from '@/features/portal-content/banner-carousel';
import { SERVICE_PAGES } from '@/features/portal-content/home-links';
import { marketLinks } from '@/features/marketplace/market-links';
import { ListLink } from '@/components/list-link/list-link';
import { homeFirstData } from '../home-first-data';

export const firstData = homeFirstData;

type Product = HomeIndex['latestSupply'][number];

/** Mobile portal home (/pages/home): the same one call as the desktop home, laid out for a phone. */
export default function MobileHomePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data } = useHomeIndexQuery(i18n.language);
  const services = SERVICE_PAGES.flatMap((page) => {
    const block = data?.services.find((s) => s.code === page.code);
    return block ? [{ ...page, title: block.title }] : [];
  });
  const products = (title: string, items: Product[] | undefined, testId: string) =>
    items?.length ? (
      <List header={title} data-testid={testId}>
        {items.slice(0, 5).map((item) => (
          <List.Item key={item.id} description={`${item.companyName} · ${item.countryName}`}>
            <ListLink to={marketLinks.publicDetail(item.kind, item.id)}>{item.name}</ListLink>
          </List.Item>
        ))}
      </List>
    ) : null;
  return (
    <div>
      {/* While the home call is on its way, the banner's and the counts' places are kept, so nothing below moves when they arrive. */}
      {!data ? (
        <div className="banner-carousel banner-compact" aria-hidden="true" />
      ) : data.banners.length ? (
        <BannerCarousel banners={data.banners} compact />
      ) : (
        <div className="m-hero">
          <h2>{t('portal:home.heroTitle')}</h2>
          <p>{t('portal:home.heroText')}</p>
        </div>
      )}
      <Grid columns={4} gap={4} className="m-counts" data-testid="home-counts">
        {(['supply', 'demand', 'suppliers', 'articles'] as const).map((key) => (
          <Grid.Item key={key}>
            <strong>{data ? formatCount(data.counts[key], i18n.language) : '–'}</strong>
            <span>{t(`portal:home.counts.${key}`)}</span>
          </Grid.Item>
        ))}
      </Grid>
      <div style={{ padding: 16 }}>
        <h3 style={{ margin: '4px 0 12px' }}>{t('portal:home.servicesTitle')}</h3>
        <Grid columns={3} gap={8} data-testid="home-services">
          {!data &&
            SERVICE_PAGES.map((page) => (
              <Grid.Item key={page.code} aria-hidden="true">
                <div className="m-service">&nbsp;</div>
              </Grid.Item>
            ))}
          {services.map((s) => (
            <Grid.Item key={s.code} onClick={() => navigate(s.to)}>
              <div className="m-service">{s.title}</div>
            </Grid.Item>
          ))}
        </Grid>
        <Button
          block
          color="primary"
          size="large"
          style={{ marginTop: 20 }}
          onClick={() => navigate('/supply')}
          data-testid="home-find-supply"
        >
          {t('portal:home.ctaSupply')}
        </Button>
        <Button block size="large" style={{ marginTop: 12 }} onClick={() => navigate('/demand')}>
          {t('portal:home.ctaDemand')}
        </Button>
        <Button
          block
          size="large"
          style={{ marginTop: 12 }}
          onClick={() => navigate('/map')}
          data-testid="home-map"
        >
          {t('portal:home.warehouseMap')}
        </Button>
      </div>
      {products(t('portal:home.latestSupply'), data?.latestSupply, 'latest-supply')}
      {products(t('portal:home.latestDemand'), data?.latestDemand, 'latest-demand')}
      {data?.latestArticles.length ? (
        <List header={t('portal:nav.articles')} data-testid="latest-articles">
          {data.latestArticles.slice(0, 5).map((article) => (
            <List.Item key={article.id} description={publishedDay(article.publishedAt, i18n.language)}>
              <ListLink to={articleLinks.info(article.id)}>{article.title}</ListLink>
            </List.Item>
          ))}
        </List>
      ) : null}
    </div>
  );
}
