import { useState } from 'react';
import { List, NavBar, Popup } from 'antd-mobile';
import { MenuOutlined } from '@ant-design/icons';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, COPYRIGHT_YEARS } from '@/app/config';
import { hasSession } from '@/lib/session';
import { usePortalNavigation } from './portal-navigation';
import { navText, type NavItem } from './portal-nav';
import { MobileLanguagePicker } from './mobile-language-picker';
import { MobileLocale } from './mobile-locale';
import { useSiteName } from '@/lib/api/public-config';
import { FooterEntry, FooterLinks } from './footer-entry';
import { SiteContacts } from './site-contacts';

/** Public portal, mobile variant: nav bar, a drawer with the §1 navigation, compact footer. */
export default function PublicMobileLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const go = (item: NavItem) => {
    setMenuOpen(false);
    if (item.href) window.open(item.href, '_blank', 'noopener');
    // The router shows a failed navigation in its error boundary: nothing to wait for.
    else if (item.to) void navigate(item.to === '/' ? '/pages/home' : item.to);
  };
  const nav = usePortalNavigation();
  const siteName = useSiteName();
  const leaves = nav.header.flatMap((i) => i.children ?? [i]);
  return (
    <MobileLocale>
      <div className="m-page">
        <NavBar
          className="m-navbar"
          backIcon={false}
          left={<MobileLanguagePicker />}
          right={
            <button
              type="button"
              className="m-icon-btn"
              aria-label={t('common:actions.menu')}
              onClick={() => setMenuOpen(true)}
            >
              <MenuOutlined />
            </button>
          }
        >
          {siteName}
        </NavBar>
        <main className="m-content m-content-public">
          <Outlet />
        </main>
        <footer className="m-footer" data-testid="portal-footer">
          <div className="m-promises">
            {nav.promises.map((item) => (
              <FooterEntry key={item.key} item={item} />
            ))}
          </div>
          <FooterLinks items={nav.footer} className="m-footer-links" />
          <SiteContacts className="m-contacts" />
          <div>
            © {COPYRIGHT_YEARS} {siteName} · v{APP_VERSION}
          </div>
        </footer>
        <Popup
          visible={menuOpen}
          onMaskClick={() => setMenuOpen(false)}
          position="right"
          bodyStyle={{ width: '72vw' }}
        >
          <List header={t('common:actions.menu')}>
            {leaves.map((item) => (
              <List.Item key={item.key} onClick={() => go(item)}>
                {navText(item, t)}
              </List.Item>
            ))}
            <List.Item
              onClick={() => {
                setMenuOpen(false);
                void navigate(hasSession() ? '/mobile/member' : '/login/login');
              }}
            >
              {hasSession() ? t('portal:nav.memberCenter') : t('common:actions.login')}
            </List.Item>
          </List>
        </Popup>
      </div>
    </MobileLocale>
  );
}
