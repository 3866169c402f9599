import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Placeholder until the login issue: the guard redirects here (title 登录). */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <section className="page-section" style={{ maxWidth: 480 }}>
      <Card>
        <Typography.Title level={2} data-testid="login-title">
          {t('common:pages.login')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('common:pages.placeholder')}</Typography.Paragraph>
        <Link to="/reg">{t('common:actions.register')}</Link>
      </Card>
    </section>
  );
}
