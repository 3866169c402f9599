import { Layout } from 'antd';
import {
  ClockCircleOutlined,
  ThunderboltOutlined,
  HeartOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, COPYRIGHT_YEARS } from '@/app/config';
import { useSiteName } from '@/lib/api/public-config';
import { FooterEntry, FooterLinks } from './footer-entry';
import { SiteContacts } from './site-contacts';
import type { NavItem } from './portal-nav';

const ICONS = [ClockCircleOutlined, ThunderboltOutlined, HeartOutlined, SafetyCertificateOutlined];

/**
 * §1 footer: the service promises (content blocks; four by default), the footer links
 * (the custom navigation's `footer` group), the hotline and ICP number, copyright
 * 2017-2025 under the site's name and the application version.
 */
export function PortalFooter({
  promises,
  links,
}: {
  promises: readonly NavItem[];
  links: readonly NavItem[];
}) {
  const { t } = useTranslation();
  const name = useSiteName();
  return (
    <Layout.Footer className="portal-footer" data-testid="portal-footer">
      <ul className="portal-promises">
        {promises.map((item, i) => {
          const Icon = ICONS[i % ICONS.length]!;
          return (
            <li key={item.key}>
              <Icon className="portal-promise-icon" />
              <FooterEntry item={item} />
            </li>
          );
        })}
      </ul>
      <FooterLinks items={links} className="portal-footer-links" />
      <SiteContacts className="portal-contacts" />
      <div className="portal-copyright">
        {t('portal:footer.copyright', { years: COPYRIGHT_YEARS, name })} ·{' '}
        {t('portal:footer.version', { version: APP_VERSION })}
      </div>
    </Layout.Footer>
  );
}
