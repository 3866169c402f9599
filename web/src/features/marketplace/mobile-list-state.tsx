import type { ReactNode } from 'react';
import { DotLoading, Empty } from 'antd-mobile';
import './mobile-market.css';

/** A phone list's first load (a spinner), its empty state (`emptyText`), or its rows. */
export function MobileListState({
  loading,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (loading)
    return (
      <div className="m-loading">
        <DotLoading />
      </div>
    );
  if (empty) return <Empty description={emptyText} />;
  return <>{children}</>;
}
