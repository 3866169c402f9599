import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColor, statusName } from './codes';

/** A declaration's status by its name (customs-ceb.md §4), coloured by what it means. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColor(status)} data-testid="declaration-status">
      {statusName(status, t)}
    </Tag>
  );
}
