import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '@/features/session/components/register-form';

/** /reg (title 注册): company member registration with an SMS code. */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <section className="page-section" style={{ maxWidth: 560 }}>
      <Card>
        <Typography.Title level={2} data-testid="register-title" style={{ textAlign: 'center' }}>
          {t('common:pages.register')}
        </Typography.Title>
        <RegisterForm />
        <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
          {t('common:session.haveAccount')} <Link to="/login">{t('common:actions.login')}</Link>
        </Typography.Paragraph>
      </Card>
    </section>
  );
}
