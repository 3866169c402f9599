import { useTranslation } from 'react-i18next';
import { PUBLIC_SETTING, usePublicText } from '@/lib/api/public-config';

/** Where a Chinese site's ICP licence number links: the ministry's filing lookup. */
export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';

/**
 * The portal footer's hotline and ICP licence number, as the back office sets them
 * (`site.hotline`, `site.icp`); nothing while both are empty.
 */
export function SiteContacts({ className }: { className?: string }) {
  const { t } = useTranslation();
  const hotline = usePublicText(PUBLIC_SETTING.hotline, '').trim();
  const icp = usePublicText(PUBLIC_SETTING.icp, '').trim();
  if (!hotline && !icp) return null;
  return (
    <div className={className} data-testid="site-contacts">
      {hotline && (
        <span className="site-hotline">
          {t('portal:footer.hotline')}{' '}
          <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`} data-testid="site-hotline">
            {hotline}
          </a>
        </span>
      )}
      {icp && (
        <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer" data-testid="site-icp">
          {icp}
        </a>
      )}
    </div>
  );
}
