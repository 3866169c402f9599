import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { rowsOf, type HomeItem, type ListPayload } from './api';
import './latest-list.css';

interface Props {
  title: string;
  data: ListPayload<HomeItem> | undefined;
  loading: boolean;
  testId: string;
}

/** A home-page card listing latest items, with loading and empty states (plain markup keeps antd List out of the home bundle). */
export function LatestList({ title, data, loading, testId }: Props) {
  const { t } = useTranslation();
  const rows = rowsOf(data);
  let body;
  if (loading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!rows.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:table.noData')} />;
  else
    body = (
      <ul className="latest-list">
        {rows.map((item) => (
          <li key={item.id}>
            <span className="latest-list-title">
              {item.title ?? item.product_name ?? item.name ?? String(item.id)}
            </span>
            <span className="latest-list-date">{item.create_time}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <Card title={title} data-testid={testId}>
      {body}
    </Card>
  );
}
