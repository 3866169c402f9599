import { Button, Input, Selector } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { toOptions, useGetOptionsQuery } from '@/components/dict-select/dict-api';
import { LINE_TEMPLATE, type LineValue } from './form-model';
import { contractTotal, groupDigits, lineAmount } from './money';

/** The goods lines on a phone: one card a line, its amount and the total computed as the member types. */
export function MobileLinesEditor({
  value = [],
  onChange,
  currency,
}: {
  value?: LineValue[];
  onChange?: (rows: LineValue[]) => void;
  currency?: string;
}) {
  const { t, i18n } = useTranslation();
  const units = toOptions(useGetOptionsQuery({ classCode: 'unit' }).data ?? [], 'dict_value', 'dict_code');
  const l = (k: string) => t(`contract:line.${k}`);
  const set = (index: number, patch: Partial<LineValue>) =>
    onChange?.(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const { total } = contractTotal(value);
  return (
    <div data-testid="contract-lines">
      {value.map((row, i) => {
        const amount = lineAmount(row.quantity, row.unitPrice);
        return (
          <div className="mct-line" key={i} data-testid={`line-${i}`}>
            <div className="mct-line-head">
              <span>
                {l('title')} {i + 1}
              </span>
              <Button
                size="mini"
                fill="none"
                color="danger"
                aria-label={t('common:actions.delete')}
                onClick={() => onChange?.(value.filter((_, j) => j !== i))}
              >
                <DeleteOutline />
              </Button>
            </div>
            {(['name', 'spec', 'quantity', 'unitPrice'] as const).map((field) => (
              <label className="mct-line-field" key={field}>
                <span>{l(field)}</span>
                <Input
                  placeholder={l(field)}
                  inputMode={field === 'quantity' || field === 'unitPrice' ? 'decimal' : undefined}
                  value={row[field] ?? ''}
                  onChange={(v) => set(i, { [field]: v })}
                />
              </label>
            ))}
            <Selector
              style={{ '--padding': '4px 8px', marginTop: 6 }}
              options={units.map((u) => ({ label: u.label, value: String(u.value) }))}
              value={row.unit ? [row.unit] : []}
              onChange={(v) => set(i, { unit: v[0] ?? '' })}
            />
            <div className="mct-row">
              <span>{l('amount')}</span>
              <span className="mct-amount">
                {amount ? `${currency ?? ''} ${groupDigits(amount, i18n.language)}` : '-'}
              </span>
            </div>
          </div>
        );
      })}
      <Button block fill="outline" size="small" onClick={() => onChange?.([...value, { ...LINE_TEMPLATE }])}>
        {t('contract:form.addLine')}
      </Button>
      <div className="mct-total" data-testid="contract-total">
        {t('contract:fields.totalAmount')}:{' '}
        <span className="mct-amount">
          {currency ?? ''} {groupDigits(total, i18n.language)}
        </span>
      </div>
    </div>
  );
}
