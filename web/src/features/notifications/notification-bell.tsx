import { useState } from 'react';
import { Badge, Button, Drawer, List, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMarkReadMutation, useNoticesQuery, useUnreadCountQuery } from './api';

/** The member's notification list with unread state and mark-as-read (desktop and mobile). */
export function NotificationList() {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const { data, isFetching } = useNoticesQuery({ pageNumber, pageSize: 20 });
  const [markRead] = useMarkReadMutation();
  return (
    <List
      data-testid="notice-list"
      loading={isFetching}
      dataSource={data?.rows ?? []}
      locale={{ emptyText: t('member:market.notice.empty') }}
      header={
        <Button size="small" onClick={() => void markRead({ all: true })}>
          {t('member:market.notice.markAllRead')}
        </Button>
      }
      pagination={{
        current: pageNumber,
        pageSize: 20,
        total: data?.total ?? 0,
        onChange: setPageNumber,
        size: 'small',
      }}
      renderItem={(n) => (
        <List.Item
          actions={
            n.read
              ? []
              : [
                  <Typography.Link key="read" onClick={() => void markRead({ id: n.id })}>
                    {t('member:market.notice.markRead')}
                  </Typography.Link>,
                ]
          }
        >
          <List.Item.Meta
            title={
              <Badge dot={!n.read} offset={[6, 0]}>
                {n.title}
              </Badge>
            }
            description={
              <>
                <div>{n.content}</div>
                <Typography.Text type="secondary">
                  {n.createdAt.slice(0, 16).replace('T', ' ')}
                </Typography.Text>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** A bell with the unread count that opens the list in a drawer; polls the count every 60 s. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data } = useUnreadCountQuery(undefined, { pollingInterval: 60_000 });
  return (
    <>
      <Badge count={data?.count ?? 0} size="small">
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={t('member:market.notice.title')}
          data-testid="notice-bell"
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('member:market.notice.title')} width={420}>
        {open && <NotificationList />}
      </Drawer>
    </>
  );
}
