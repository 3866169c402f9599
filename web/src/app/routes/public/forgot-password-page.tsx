import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '@/features/session/components/reset-password-form';

/** /login/forgot: reset a forgotten password with an SMS code (desktop). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <section className="page-section" style={{ maxWidth: 440 }}>
      <Card>
        <Typography.Title level={2} data-testid="forgot-title" style={{ textAlign: 'center' }}>
          {t('common:pages.forgotPassword')}
        </Typography.Title>
        <ResetPasswordForm />
        <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/login">{t('common:actions.login')}</Link>
        </Typography.Paragraph>
      </Card>
    </section>
  );
}
