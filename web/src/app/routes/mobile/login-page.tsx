import { NavBar } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MobileLoginForm } from '@/features/session/components/mobile-session-forms';

/** Mobile /login/login (and /login on a phone). */
export default function MobileLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div>
      <NavBar onBack={() => navigate(-1)}>{t('common:pages.login')}</NavBar>
      <MobileLoginForm />
      <p style={{ textAlign: 'center' }}>
        <Link to="/login/forgot" data-testid="to-forgot">
          {t('common:session.forgot')}
        </Link>
      </p>
      <p style={{ textAlign: 'center' }}>
        {t('common:session.noAccount')} <Link to="/login/register">{t('common:actions.register')}</Link>
      </p>
    </div>
  );
}
