import { Card, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/features/session/components/login-form';

/** /login (title 登录): password or SMS-code sign-in for members and admins. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <section className="page-section" style={{ maxWidth: 440 }}>
      <Card>
        <Typography.Title level={2} data-testid="login-title" style={{ textAlign: 'center' }}>
          {t('common:pages.login')}
        </Typography.Title>
        <LoginForm />
        <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/login/forgot" data-testid="to-forgot">
            {t('common:session.forgot')}
          </Link>
        </Typography.Paragraph>
        <Typography.Paragraph style={{ textAlign: 'center' }}>
          {t('common:session.noAccount')}{' '}
          <Link to={`/reg${params.size ? `?${params.toString()}` : ''}`} data-testid="to-register">
            {t('common:actions.register')}
          </Link>
        </Typography.Paragraph>
      </Card>
    </section>
  );
}
