import { useEffect, useState } from 'react';
import { AutoComplete, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLazyRegistrySearchQuery, type RegistryHit } from './api';

/** The registry answers keywords of at least this many characters. */
const KEYWORD_MIN = 2;
const DEBOUNCE_MS = 400;

/**
 * The counterparty's name, with the company registry's matches offered while typing: picking
 * one fills its credit code too (and a code a member's profile holds makes it a member party).
 */
export function CounterpartyName({
  value,
  onChange,
  onPick,
  id,
  disabled,
}: {
  value?: string;
  onChange?: (name: string) => void;
  onPick: (hit: RegistryHit) => void;
  id?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [search, result] = useLazyRegistrySearchQuery();
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    if (keyword.trim().length < KEYWORD_MIN) return;
    const timer = setTimeout(() => void search(keyword.trim(), true), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, search]);
  const hits = keyword.trim().length >= KEYWORD_MIN ? (result.data ?? []) : [];
  return (
    <AutoComplete
      id={id}
      value={value}
      disabled={disabled}
      onChange={(v: string) => onChange?.(v)}
      onSearch={setKeyword}
      onSelect={(_v: string, option: { hit: RegistryHit }) => onPick(option.hit)}
      options={hits.map((hit) => ({
        value: hit.name,
        hit,
        label: (
          <Space direction="vertical" size={0} data-testid={`registry-hit-${hit.creditCode}`}>
            <span>{hit.name}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {hit.creditCode} · {hit.legalPerson}
            </Typography.Text>
          </Space>
        ),
      }))}
      data-testid="counterparty-name"
    >
      <Input placeholder={t('contract:form.counterpartyHint')} allowClear />
    </AutoComplete>
  );
}
