import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearSession } from '@/lib/session';

export interface NoAccessPageProps {
  /** `forbidden`: a signed-in user in the wrong area (a member in the back office, an admin in the member area). */
  reason?: 'notFound' | 'forbidden';
}

/**
 * §2: the page of unknown paths, which is also the no-permission page: its text says no
 * permission or page not found, with back home, go back and re-login.
 */
export function NoAccessPage({ reason = 'notFound' }: NoAccessPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forbidden = reason === 'forbidden';
  return (
    <div
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#fff' }}
      data-testid={forbidden ? 'no-permission' : 'not-found'}
    >
      <Result
        status={forbidden ? '403' : '404'}
        title={forbidden ? '403' : '404'}
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

export default function NotFoundPage() {
  return <NoAccessPage reason="notFound" />;
}
