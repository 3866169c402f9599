import { Button, Popconfirm, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangeStatusMutation, useRemoveMutation, type Status } from '../api';

/** The status switch of a row (changeStatus). */
export function StatusSwitch(props: {
  resource: 'user' | 'role';
  id: string;
  status: Status;
  disabled?: boolean;
}) {
  const [change, { isLoading }] = useChangeStatusMutation();
  return (
    <Switch
      size="small"
      checked={props.status === 1}
      loading={isLoading}
      disabled={props.disabled}
      data-testid={`status-${props.id}`}
      onChange={(on) => void change({ resource: props.resource, id: props.id, status: on ? 1 : 0 })}
    />
  );
}

/** Delete with a confirmation (del). */
export function DeleteButton(props: {
  resource: 'user' | 'role' | 'dept' | 'menu';
  id: string;
  name: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [remove] = useRemoveMutation();
  return (
    <Popconfirm
      title={t('admin:sys.confirmDelete', { name: props.name })}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      onConfirm={() => remove({ resource: props.resource, id: props.id }).unwrap()}
    >
      <Button type="link" danger size="small" disabled={props.disabled}>
        {t('common:actions.delete')}
      </Button>
    </Popconfirm>
  );
}

/** Form dialog state: closed, adding, or editing a row. */
export type Editing<T> = { mode: 'add'; parentId?: string | null } | { mode: 'edit'; row: T } | null;
