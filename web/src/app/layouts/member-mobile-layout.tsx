import { NavBar, TabBar } from 'antd-mobile';
import { AppOutline, UserOutline, UnorderedListOutline, FileOutline } from 'antd-mobile-icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '@/app/router/root-shell';
import { useUnreadNoticeCount } from '@/features/notifications/mobile-notice-list';
import { MobileLocale } from './mobile-locale';
import { MobileLanguagePicker } from './mobile-language-picker';

const TABS = [
  { key: '/pages/home', title: 'member:mobile.tab.home', icon: <AppOutline /> },
  // The public supply search, where a buyer finds goods; the member's own supply is under "我的".
  { key: '/supply', title: 'member:mobile.tab.supply', icon: <UnorderedListOutline /> },
  { key: '/mobile/member/memberContract', title: 'member:mobile.memberContract', icon: <FileOutline /> },
  { key: '/mobile/member', title: 'member:mobile.tab.member', icon: <UserOutline /> },
];

/** Mobile member area: title bar with back, bottom tab bar. */
export default function MemberMobileLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = useRouteTitle();
  const unread = useUnreadNoticeCount();
  const active = [...TABS]
    .sort((a, b) => b.key.length - a.key.length)
    .find((tab) => pathname.startsWith(tab.key))?.key;
  return (
    <MobileLocale>
      <div className="m-page m-page-tabs">
        <NavBar className="m-navbar" onBack={() => navigate(-1)} right={<MobileLanguagePicker />}>
          {title ? t(title) : t('member:layout.title')}
        </NavBar>
        <main className="m-content">
          <Outlet />
        </main>
        <TabBar className="m-tabbar" activeKey={active} onChange={(key) => navigate(key)}>
          {TABS.map((tab) => (
            <TabBar.Item
              key={tab.key}
              icon={tab.icon}
              title={t(tab.title)}
              // Unread notifications show on the member tab, whose home lists them.
              badge={tab.key === '/mobile/member' && unread > 0 ? unread : undefined}
            />
          ))}
        </TabBar>
      </div>
    </MobileLocale>
  );
}
