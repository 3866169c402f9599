import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MobileResetPasswordForm } from '@/features/session/components/mobile-session-forms';

/** /login/forgot on a phone. */
export default function MobileForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div>
      <NavBar onBack={() => navigate(-1)}>{t('common:pages.forgotPassword')}</NavBar>
      <MobileResetPasswordForm />
    </div>
  );
}
