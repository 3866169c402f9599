import { Card, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rowsOf, type HomeItem, type ListPayload } from './api';
import './latest-list.css';

interface Props {
  title: string;
  data: ListPayload<HomeItem> | undefined;
  loading: boolean;
  testId: string;
  /** Where an item opens, if anywhere. */
  linkOf?: (item: HomeItem) => string;
}

/** A home-page card listing latest items, with loading and empty states (plain markup keeps antd List out of the home bundle). */
export function LatestList({ title, data, loading, testId, linkOf }: Props) {
  const { t } = useTranslation();
  const rows = rowsOf(data);
  let body;
  if (loading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!rows.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:table.noData')} />;
  else
    body = (
      <ul className="latest-list">
        {rows.map((item) => {
          const text = item.title ?? item.product_name ?? item.name ?? String(item.id);
          return (
            <li key={item.id}>
              {linkOf ? (
                <Link className="latest-list-title" to={linkOf(item)}>
                  {text}
                </Link>
              ) : (
                <span className="latest-list-title">{text}</span>
              )}
              <span className="latest-list-date">{item.create_time}</span>
            </li>
          );
        })}
      </ul>
    );
  return (
    <Card title={title} data-testid={testId}>
      {body}
    </Card>
  );
}
