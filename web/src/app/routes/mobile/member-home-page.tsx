import type { ReactNode } from 'react';
import { Badge, Button, Grid } from 'antd-mobile';
import {
  BankcardOutline,
  BellOutline,
  CheckShieldOutline,
  FileOutline,
  GlobalOutline,
  MessageOutline,
  SearchOutline,
  ShopbagOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadNoticeCount } from '@/features/notifications/mobile-notice-list';
import { MobileReportSummary } from '@/features/trade-reports/mobile-report-summary';
import { getMemberInfo } from '@/lib/session';
import './member-home.css';

interface Entry {
  key: string;
  to: string;
  icon: ReactNode;
  badge?: number;
}

/** /mobile/member: the member's entries on a phone, notifications with the unread count. */
export default function MobileMemberHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadNoticeCount();
  const company = getMemberInfo<{ companyName?: string }>()?.companyName;
  const entries: Entry[] = [
    { key: 'company', to: '/mobile/member/company', icon: <BankcardOutline /> },
    { key: 'record', to: '/mobile/member/record', icon: <CheckShieldOutline /> },
    { key: 'supply', to: '/mobile/member/supply', icon: <ShopbagOutline /> },
    { key: 'demand', to: '/mobile/member/demand', icon: <UnorderedListOutline /> },
    { key: 'inquiry', to: '/mobile/member/inquiry', icon: <SearchOutline /> },
    { key: 'offer', to: '/mobile/member/offer', icon: <MessageOutline /> },
    { key: 'notice', to: '/mobile/member/notice', icon: <BellOutline />, badge: unread },
    { key: 'contract', to: '/mobile/member/memberContract', icon: <FileOutline /> },
    { key: 'customs', to: '/mobile/member/customs', icon: <GlobalOutline /> },
  ];
  return (
    <div>
      <div className="mh-banner">
        <div className="mh-company">{company || t('member:mobile.home')}</div>
        <div className="mh-quick">
          <Button size="small" onClick={() => void navigate('/mobile/member/supply/save/0')}>
            {t('member:mobile.entries.postSupply')}
          </Button>
          <Button size="small" onClick={() => void navigate('/mobile/member/demand/save/0')}>
            {t('member:mobile.entries.postDemand')}
          </Button>
        </div>
      </div>
      <MobileReportSummary chartsLink />
      <Grid columns={3} gap={10} className="mh-grid" data-testid="member-entries">
        {entries.map((entry) => (
          <Grid.Item key={entry.key} onClick={() => void navigate(entry.to)}>
            <div className="mh-entry" data-testid={`entry-${entry.key}`}>
              <Badge content={entry.badge ? entry.badge : null} data-testid={`badge-${entry.key}`}>
                <span className="mh-icon">{entry.icon}</span>
              </Badge>
              <span className="mh-label">{t(`member:mobile.entries.${entry.key}`)}</span>
            </div>
          </Grid.Item>
        ))}
      </Grid>
    </div>
  );
}
