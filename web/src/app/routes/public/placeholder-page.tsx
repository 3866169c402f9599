import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '@/app/router/root-shell';

/** Stand-in for portal pages whose content belongs to later issues. */
export default function PublicPlaceholderPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <section className="page-section">
      <h1 style={{ fontSize: 28, marginBottom: 24 }}>{title ? t(title) : ''}</h1>
      <Empty description={t('common:pages.placeholder')} />
    </section>
  );
}
