import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './latest-list.css';

export interface LatestEntry {
  key: string;
  text: string;
  to: string;
  /** What the right-hand side says: a date, a price. */
  aside?: ReactNode;
}

interface Props {
  title: string;
  entries: LatestEntry[] | undefined;
  loading: boolean;
  testId: string;
  /** The "more" link in the card's corner. */
  more?: { to: string; text: string };
}

/**
 * A home-page card listing latest items, with loading and empty states. Plain markup:
 * antd's Card and List would pull their tabs and pagination into the home bundle.
 */
export function LatestList({ title, entries, loading, testId, more }: Props) {
  const { t } = useTranslation();
  let body;
  if (loading) body = <div className="latest-list-loading" aria-busy="true" />;
  else if (!entries?.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:table.noData')} />;
  else
    body = (
      <ul className="latest-list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link className="latest-list-title" to={entry.to}>
              {entry.text}
            </Link>
            {entry.aside !== undefined && <span className="latest-list-date">{entry.aside}</span>}
          </li>
        ))}
      </ul>
    );
  return (
    <section className="home-card" data-testid={testId}>
      <header className="home-card-head">
        <h3>{title}</h3>
        {more && <Link to={more.to}>{more.text}</Link>}
      </header>
      <div className="home-card-body">{body}</div>
    </section>
  );
}
