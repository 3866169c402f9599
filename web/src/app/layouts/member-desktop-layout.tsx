import { Button, Layout, Menu, Space } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { useSignOut } from '@/features/session/use-sign-out';
import { memberMenuGroupOf, memberMenuItems } from './member-menu';
import './console.css';

/** Desktop member area: the §2 side menu (shown only behind the guard, i.e. after login). */
export default function MemberDesktopLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const group = memberMenuGroupOf(pathname);
  return (
    <Layout className="console">
      <Layout.Sider width={232} theme="light" className="console-sider" data-testid="member-menu">
        <Link to="/" className="console-logo">
          <span className="portal-logo-mark">T</span>
          {t('member:layout.title')}
        </Link>
        <Menu
          mode="inline"
          className="console-menu"
          selectedKeys={[pathname]}
          defaultOpenKeys={group ? [group] : []}
          items={memberMenuItems(t, (r) => (
            <Link to={r.path}>{t(r.title)}</Link>
          ))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <span className="console-app">{t('common:appName')}</span>
          <Space>
            <NotificationBell />
            <LanguageSwitcher />
            <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
              {t('common:actions.logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="console-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
