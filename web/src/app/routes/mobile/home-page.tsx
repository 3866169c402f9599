import { Button, Grid, Swiper } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

const SERVICES = [
  { key: 'tgfw', to: '/tgfw' },
  { key: 'warehouse', to: '/service?id=2' },
  { key: 'logistics', to: '/logistics' },
  { key: 'industrial', to: '/industrial' },
  { key: 'loan', to: '/loan' },
  { key: 'report', to: '/report' },
];

/** Mobile portal home (/pages/home). */
export default function MobileHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div>
      <Swiper autoplay loop indicatorProps={{ color: 'white' }}>
        <Swiper.Item>
          <div className="m-hero">
            <h2>{t('portal:home.heroTitle')}</h2>
            <p>{t('portal:home.heroText')}</p>
          </div>
        </Swiper.Item>
      </Swiper>
      <div style={{ padding: 16 }}>
        <h3 style={{ margin: '4px 0 12px' }}>{t('portal:home.servicesTitle')}</h3>
        <Grid columns={3} gap={8}>
          {SERVICES.map((s) => (
            <Grid.Item key={s.key} onClick={() => navigate(s.to)}>
              <div className="m-service">{t(`portal:nav.${s.key}`)}</div>
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
      </div>
    </div>
  );
}
