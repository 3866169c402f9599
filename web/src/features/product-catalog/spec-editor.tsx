import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableSelect } from '@/components/table-select/table-select';
import { productBase, type SpuSpec } from './api';

/** At most this many spec attributes make the sku rows (3 × their values can already be many). */
export const MAX_SPECS = 3;

/**
 * The spu's spec attributes (enumerations, picked in a table select) and the values used
 * of each; a Form.Item control (`value`/`onChange`).
 */
export function SpecEditor({
  value = [],
  onChange,
}: {
  value?: SpuSpec[];
  onChange?: (specs: SpuSpec[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid="spec-editor">
      <TableSelect
        url={`${productBase('attr')}/page`}
        params={{ filters: [{ field: 'type', op: '=', value: 'enum' }] }}
        columns={[
          { prop: 'name', label: t('admin:product.attr.name'), width: 140 },
          { prop: 'values', label: t('admin:product.attr.values') },
        ]}
        multiple
        searchField="name"
        value={value.map((s) => s.attrId)}
        selectedRows={value.map((s) => ({ id: s.attrId, name: s.name, values: s.values }))}
        placeholder={t('admin:product.spu.pickSpecs')}
        data-testid="spec-attrs"
        onChange={(ids, rows) => {
          const list = (ids as string[]).slice(0, MAX_SPECS);
          onChange?.(
            list.map((attrId) => {
              const kept = value.find((s) => s.attrId === attrId);
              if (kept) return kept;
              const row = rows.find((r) => r.id === attrId);
              return {
                attrId,
                name: String(row?.name ?? attrId),
                values: Array.isArray(row?.values) ? (row.values as string[]) : [],
              };
            }),
          );
        }}
      />
      {value.map((spec, i) => (
        <Flex key={spec.attrId} align="center" gap={8}>
          <Typography.Text strong style={{ minWidth: 80 }}>
            {spec.name}
          </Typography.Text>
          <Select
            mode="tags"
            style={{ flex: 1 }}
            value={spec.values}
            tokenSeparators={[',', '，']}
            aria-label={spec.name}
            data-testid={`spec-values-${i}`}
            onChange={(values: string[]) =>
              onChange?.(value.map((s) => (s.attrId === spec.attrId ? { ...s, values } : s)))
            }
          />
        </Flex>
      ))}
    </Flex>
  );
}
