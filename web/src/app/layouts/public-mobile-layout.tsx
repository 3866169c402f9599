import { lazy, memo, useDeferredValue, useState } from 'react';
import { NavBar } from 'antd-mobile';
import { UnorderedListOutline } from 'antd-mobile-icons';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, COPYRIGHT_YEARS } from '@/app/config';
import { hasSession } from '@/lib/session';
import { usePortalNavigation, type PortalNavigation } from './portal-navigation';
import type { NavItem } from './portal-nav';
import { MobileLanguagePicker } from './mobile-language-picker';
import { MobileLocale } from './mobile-locale';
import { useSiteName } from '@/lib/api/public-config';
import { FooterEntry, FooterLinks } from './footer-entry';
import { SiteContacts } from './site-contacts';
import { OpenedOnce } from '@/components/opened-once/opened-once';

// Like the language sheet, the drawer and antd-mobile's popup code load on the first tap.
const PublicMobileMenu = lazy(() => import('./public-mobile-menu'));

/**
 * The site's name in the title bar. It reads the settings itself: a store update redraws
 * only what reads it, in one render a phone cannot interrupt, so the layout around it does
 * not redraw when the settings answer.
 */
function SiteTitle() {
  return useSiteName();
}

const PortalFooterContent = memo(function PortalFooterContent({
  nav,
  siteName,
}: {
  nav: PortalNavigation;
  siteName: string;
}) {
  return (
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
  );
});

/**
 * The footer's navigation, promises and settings answer after the app's first draw; drawn at
 * once, each answer's redraw was one long task on a slow phone. Deferred, React keeps the
 * footer it has and draws the new one in slices.
 */
function PortalFooterWithData() {
  const nav = useDeferredValue(usePortalNavigation());
  const siteName = useDeferredValue(useSiteName());
  return <PortalFooterContent nav={nav} siteName={siteName} />;
}

/**
 * The footer is below the fold: it is drawn, and its calls start, in a render of its own right
 * after the app's first draw (`false` there, then `true`), which halves that draw's longest
 * task on a slow phone.
 */
function PortalFooter() {
  const drawn = useDeferredValue(true, false);
  return drawn ? <PortalFooterWithData /> : null;
}

/** Public portal, mobile variant: nav bar, a drawer with the §1 navigation, compact footer. */
export default function PublicMobileLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // undefined until the first tap: the drawer is not even loaded before that.
  const [menuOpen, setMenuOpen] = useState<boolean>();
  const go = (item: NavItem) => {
    setMenuOpen(false);
    if (item.href) window.open(item.href, '_blank', 'noopener');
    // The router shows a failed navigation in its error boundary: nothing to wait for.
    else if (item.to) void navigate(item.to === '/' ? '/pages/home' : item.to);
  };
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
              <UnorderedListOutline />
            </button>
          }
        >
          <SiteTitle />
        </NavBar>
        <main className="m-content m-content-public">
          <Outlet />
        </main>
        <PortalFooter />
        <OpenedOnce open={menuOpen}>
          <PublicMobileMenu
            open={!!menuOpen}
            onClose={() => setMenuOpen(false)}
            onGo={go}
            onAccount={() => {
              setMenuOpen(false);
              void navigate(hasSession() ? '/mobile/member' : '/login/login');
            }}
          />
        </OpenedOnce>
      </div>
    </MobileLocale>
  );
}
