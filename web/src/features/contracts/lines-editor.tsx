import { Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/components/dict-select/dict-select';
import { toOptions, useGetOptionsQuery } from '@/components/dict-select/dict-api';
import { EditableRowTable, type EditableColumn } from '@/components/editable-row-table/editable-row-table';
import { LINE_TEMPLATE, type LineValue } from './form-model';
import { CONTRACT_CURRENCIES, contractTotal, groupDigits, lineAmount } from './money';

/** The contract currencies, named by the `currency` dictionary in the reader's language. */
export function CurrencySelect({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { data = [], isLoading } = useGetOptionsQuery({ classCode: 'currency' });
  const named = new Map(toOptions(data, 'dict_value', 'dict_code').map((o) => [String(o.value), o.label]));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      loading={isLoading}
      placeholder={t('common:select.placeholder')}
      style={{ width: 280 }}
      data-testid="currency-select"
      options={CONTRACT_CURRENCIES.map((code) => ({
        value: code,
        label: named.has(code) ? `${code} · ${named.get(code)}` : code,
      }))}
    />
  );
}

const textCell =
  (label: string, numeric = false) =>
  ({ value, onChange, index }: { value: unknown; onChange: (v: unknown) => void; index: number }) => (
    <Input
      size="small"
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      inputMode={numeric ? 'decimal' : undefined}
      aria-label={`${label} ${index + 1}`}
      style={numeric ? { textAlign: 'right', width: 110 } : { minWidth: 140 }}
    />
  );

/** The goods lines in the editable row table, each amount and the total computed as the member types. */
export function LinesEditor({
  value = [],
  onChange,
  currency,
}: {
  value?: LineValue[];
  onChange?: (rows: LineValue[]) => void;
  currency?: string;
}) {
  const { t, i18n } = useTranslation();
  const l = (k: string) => t(`contract:line.${k}`);
  const columns: EditableColumn<LineValue>[] = [
    { field: 'name', title: l('name'), editor: textCell(l('name')) },
    { field: 'spec', title: l('spec'), editor: textCell(l('spec')) },
    { field: 'quantity', title: l('quantity'), editor: textCell(l('quantity'), true) },
    {
      field: 'unit',
      title: l('unit'),
      editor: ({ value: unit, onChange: set }) => (
        <DictSelect classCode="unit" value={unit as string | undefined} onChange={(v) => set(String(v))} />
      ),
    },
    { field: 'unitPrice', title: l('unitPrice'), editor: textCell(l('unitPrice'), true) },
    {
      field: 'amount',
      title: l('amount'),
      editor: ({ row }) => {
        const amount = lineAmount(row.quantity, row.unitPrice);
        return (
          <span
            style={{
              display: 'block',
              textAlign: 'right',
              minWidth: 110,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {amount ? groupDigits(amount, i18n.language) : '-'}
          </span>
        );
      },
    },
  ];
  const { total, unpriced } = contractTotal(value);
  return (
    <>
      <EditableRowTable<LineValue>
        value={value}
        onChange={onChange}
        columns={columns}
        template={LINE_TEMPLATE}
        sortable
        addText={t('contract:form.addLine')}
        data-testid="contract-lines"
      />
      <div style={{ textAlign: 'right', marginTop: 8 }} data-testid="contract-total">
        <Typography.Text>{t('contract:fields.totalAmount')}: </Typography.Text>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {currency ?? ''} {groupDigits(total, i18n.language)}
        </Typography.Text>
        {unpriced > 0 && (
          <Typography.Text type="warning" style={{ marginLeft: 12 }}>
            {t('contract:form.unpriced', { count: unpriced })}
          </Typography.Text>
        )}
      </div>
    </>
  );
}
