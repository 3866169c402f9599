import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearSession } from '@/lib/session';

/** §2: unknown paths; no permission or not found, with back home, go back and re-login. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#fff' }}
      data-testid="not-found"
    >
      <Result
        status="404"
        title="404"
        subTitle={t('common:notFound.text')}
        extra={[
          <Button key="home" type="primary" onClick={() => navigate('/')}>
            {t('common:actions.backHome')}
          </Button>,
          <Button key="back" onClick={() => navigate(-1)}>
            {t('common:actions.goBack')}
          </Button>,
          <Button
            key="login"
            onClick={() => {
              clearSession();
              // A failed navigation shows in the route's error boundary: nothing to wait for.
              void navigate('/login');
            }}
          >
            {t('common:actions.relogin')}
          </Button>,
        ]}
      />
    </div>
  );
}
