import { NavBar } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MobileRegisterForm } from '@/features/session/components/mobile-session-forms';

/** Mobile /login/register (and /reg on a phone). */
export default function MobileRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div>
      <NavBar onBack={() => navigate(-1)}>{t('common:pages.register')}</NavBar>
      <MobileRegisterForm />
      <p style={{ textAlign: 'center' }}>
        {t('common:session.haveAccount')} <Link to="/login/login">{t('common:actions.login')}</Link>
      </p>
    </div>
  );
}
