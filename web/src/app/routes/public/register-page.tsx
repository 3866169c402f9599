import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Placeholder until the registration issue (title 注册). */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <section className="page-section" style={{ maxWidth: 480 }}>
      <Card>
        <Typography.Title level={2}>{t('common:pages.register')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('common:pages.placeholder')}</Typography.Paragraph>
        <Link to="/login">{t('common:actions.login')}</Link>
      </Card>
    </section>
  );
}
