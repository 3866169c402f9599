import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '@/app/router/root-shell';

/** Stand-in for mobile pages whose content belongs to later issues. */
export default function MobilePlaceholderPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <div style={{ padding: '24px 16px' }}>
      <h2 style={{ margin: '0 0 12px' }}>{title ? t(title) : ''}</h2>
      <ErrorBlock status="empty" title={t('common:pages.placeholder')} description="" />
    </div>
  );
}
