import { Input, InputNumber, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { SettingRow, SettingType } from './api';

/** The form control of a setting's type. */
export function SettingValueInput({
  type,
  min,
  max,
  ...rest
}: {
  type: SettingType;
  min?: number | null;
  max?: number | null;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}) {
  const { value, onChange, id } = rest;
  switch (type) {
    case 'boolean':
      return <Switch id={id} checked={value === true} onChange={onChange} />;
    case 'number':
      return (
        <InputNumber
          id={id}
          value={value as number}
          min={min ?? undefined}
          max={max ?? undefined}
          onChange={onChange}
          style={{ width: 200 }}
        />
      );
    case 'json':
      return (
        <Input.TextArea
          id={id}
          value={value as string}
          autoSize={{ minRows: 2, maxRows: 10 }}
          style={{ fontFamily: 'monospace' }}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    default:
      return (
        <Input
          id={id}
          value={value as string}
          maxLength={2000}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
  }
}

/** JSON settings are edited as text: this is the text the form holds. */
export const toFormValue = (row: Pick<SettingRow, 'type' | 'value'>) =>
  row.type === 'json' ? JSON.stringify(row.value, null, 2) : row.value;

/** The value to send for what the form holds (JSON text parsed back). */
export const fromFormValue = (type: SettingType, value: unknown) =>
  type === 'json' ? JSON.parse(String(value)) : value;

/** Checks a JSON setting's text before it is sent. */
export const jsonRule = (type: SettingType, t: TFunction): Rule[] =>
  type === 'json'
    ? [
        {
          validator: async (_rule, value) => {
            try {
              JSON.parse(String(value));
            } catch {
              throw new Error(t('admin:settings.config.invalidJson'));
            }
          },
        },
      ]
    : [];
