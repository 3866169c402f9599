import { Badge, Button, DotLoading, ErrorBlock, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMarkReadMutation, useNoticesQuery, useUnreadCountQuery, type Notice } from './api';
import { mobileNoticeLink } from './notice-link';

/** The unread count for badges on phone screens, polled every 60 s like the desktop bell. */
export function useUnreadNoticeCount(): number {
  return useUnreadCountQuery(undefined, { pollingInterval: 60_000 }).data?.count ?? 0;
}

/**
 * /mobile/member/notice: the member's notifications, unread ones marked; a tap marks it
 * read and opens what it is about.
 */
export function MobileNoticeList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading } = useNoticesQuery({ pageNumber: 1, pageSize: 50 });
  const [markRead] = useMarkReadMutation();
  const rows = data?.rows ?? [];
  const open = (notice: Notice) => {
    if (!notice.read) void markRead({ id: notice.id });
    const link = mobileNoticeLink(notice);
    if (link) void navigate(link);
  };
  if (isLoading)
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48, fontSize: 24 }}>
        <DotLoading color="primary" />
      </div>
    );
  if (rows.length === 0)
    return <ErrorBlock status="empty" title={t('member:market.notice.empty')} description="" />;
  return (
    <List
      data-testid="mobile-notice-list"
      header={
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="mini" fill="outline" onClick={() => void markRead({ all: true })}>
            {t('member:market.notice.markAllRead')}
          </Button>
        </div>
      }
    >
      {rows.map((n) => (
        <List.Item
          key={n.id}
          data-testid="notice-item"
          data-unread={!n.read}
          onClick={() => open(n)}
          arrow={!!mobileNoticeLink(n)}
          description={
            <>
              <div>{n.content}</div>
              <div style={{ fontSize: 12 }}>{n.createdAt.slice(0, 16).replace('T', ' ')}</div>
            </>
          }
        >
          <Badge content={n.read ? null : Badge.dot} style={{ '--right': '-8px', '--top': '4px' }}>
            <span style={{ fontWeight: n.read ? 400 : 600 }}>{n.title}</span>
          </Badge>
        </List.Item>
      ))}
    </List>
  );
}
