import { Breadcrumb, Button, Layout, Menu, Space, Spin, type MenuProps } from 'antd';
import { HomeOutlined, LogoutOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@/app/config';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { useSignOut } from '@/features/session/use-sign-out';
import { useGetMyMenuQuery } from '@/features/admin-menu/api';
import {
  breadcrumbFor,
  parentTrailFor,
  toMenuView,
  type MenuItemView,
} from '@/features/admin-menu/menu-tree';
import { useRouteTitle } from '@/app/router/root-shell';
import './console.css';

function toItems(items: MenuItemView[]): MenuProps['items'] {
  return items.map((i) => ({
    key: i.key,
    label: i.path && !i.children ? <Link to={i.path}>{i.title}</Link> : i.title,
    children: i.children ? toItems(i.children) : undefined,
  }));
}

/** Admin back office: server-driven menu (GET /system/menu/my/{version}) and a breadcrumb. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const routeTitle = useRouteTitle();
  const { data, isLoading } = useGetMyMenuQuery(APP_VERSION);
  const menu = toMenuView(data);
  const trail = breadcrumbFor(menu, pathname);
  // A page outside the menu (a save page) shows under the entry it belongs to.
  const parent = parentTrailFor(menu, pathname);
  const crumbs = [
    {
      title: (
        <Link to="/admin">
          <HomeOutlined />
        </Link>
      ),
    },
    ...(trail.length
      ? trail.map((i) => ({ title: i.title }))
      : [
          ...parent.map((i) => ({ title: i.path ? <Link to={i.path}>{i.title}</Link> : i.title })),
          ...(routeTitle ? [{ title: t(routeTitle) }] : []),
        ]),
  ];
  return (
    <Layout className="console">
      <Layout.Sider width={220} theme="dark" data-testid="admin-menu">
        <Link to="/admin" className="console-logo" style={{ color: '#fff' }}>
          <span className="portal-logo-mark">T</span>
          {t('admin:layout.title')}
        </Link>
        {isLoading ? (
          <div style={{ padding: 24, textAlign: 'center' }}>
            <Spin tip={t('admin:menu.loading')} />
          </div>
        ) : (
          <Menu
            theme="dark"
            mode="inline"
            className="console-menu"
            selectedKeys={[parent.at(-1)?.key ?? pathname]}
            defaultOpenKeys={(trail.length ? trail : parent).map((i) => i.key)}
            items={toItems(menu)}
          />
        )}
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <Breadcrumb items={crumbs} data-testid="admin-breadcrumb" />
          <Space>
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
