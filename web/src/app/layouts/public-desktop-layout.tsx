import { Button, Layout, Menu, Space, type MenuProps } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExportOutlined } from '@ant-design/icons';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { hasSession } from '@/lib/session';
import { usePortalNavigation } from './portal-navigation';
import { activeNavKey, navText, type NavItem } from './portal-nav';
import { useSiteName } from '@/lib/api/public-config';
import { PortalFooter } from './portal-footer';
import './portal.css';

function toMenuItems(items: readonly NavItem[], t: (k: string) => string): MenuProps['items'] {
  return items.map((item) => {
    if (item.children)
      return { key: item.key, label: navText(item, t), children: toMenuItems(item.children, t) };
    if (item.href) {
      return {
        key: item.key,
        label: (
          <a href={item.href} target="_blank" rel="noopener noreferrer">
            {navText(item, t)} <ExportOutlined style={{ fontSize: 11 }} />
          </a>
        ),
      };
    }
    if (!item.to) return { key: item.key, label: navText(item, t) };
    return { key: item.key, label: <Link to={item.to}>{navText(item, t)}</Link> };
  });
}

/** Public portal, desktop variant: §1 navigation, language switcher, session links, §1 footer. */
export default function PublicDesktopLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const nav = usePortalNavigation();
  const siteName = useSiteName();
  const active = activeNavKey(pathname, search, nav.header);
  return (
    <Layout className="portal">
      {/* Two rows: eight nav items in Russian do not fit beside the brand and actions. */}
      <header className="portal-header">
        <div className="portal-topbar">
          <Link to="/" className="portal-logo">
            <span className="portal-logo-mark">T</span>
            {siteName}
          </Link>
          <Space size="middle">
            <LanguageSwitcher />
            {hasSession() ? (
              <Button type="primary" onClick={() => navigate('/home')}>
                {t('portal:nav.memberCenter')}
              </Button>
            ) : (
              <>
                <Button type="link" onClick={() => navigate('/login')}>
                  {t('common:actions.login')}
                </Button>
                <Button type="primary" onClick={() => navigate('/reg')}>
                  {t('common:actions.register')}
                </Button>
              </>
            )}
          </Space>
        </div>
        <Menu
          className="portal-nav"
          mode="horizontal"
          selectedKeys={active ? [active] : []}
          items={toMenuItems(nav.header, t)}
          data-testid="portal-nav"
        />
      </header>
      <Layout.Content className="portal-content">
        <Outlet />
      </Layout.Content>
      <PortalFooter promises={nav.promises} links={nav.footer} />
    </Layout>
  );
}
