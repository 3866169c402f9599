import type { ReactNode } from 'react';
import { Breadcrumb, Button, Flex, Typography, type BreadcrumbProps } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface PageHeaderProps {
  title: ReactNode;
  subTitle?: ReactNode;
  /** Shows a back arrow that calls this. */
  onBack?: () => void;
  extra?: ReactNode;
  breadcrumb?: BreadcrumbProps['items'];
  children?: ReactNode;
}

/** Page header (§2 shared widgets): breadcrumb, back arrow, title, subtitle and actions. */
export function PageHeader({ title, subTitle, onBack, extra, breadcrumb, children }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <div
      className="page-header"
      style={{ background: '#fff', padding: '16px 24px', marginBottom: 16, borderRadius: 8 }}
    >
      {breadcrumb?.length ? <Breadcrumb items={breadcrumb} style={{ marginBottom: 8 }} /> : null}
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Flex align="center" gap={12}>
          {onBack ? (
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={t('common:actions.goBack')}
              onClick={onBack}
            />
          ) : null}
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subTitle ? <Typography.Text type="secondary">{subTitle}</Typography.Text> : null}
        </Flex>
        {extra ? <Flex gap={8}>{extra}</Flex> : null}
      </Flex>
      {children ? <div style={{ marginTop: 12 }}>{children}</div> : null}
    </div>
  );
}
