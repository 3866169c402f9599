// The cascader's options and paths, apart from the antd component: phone screens build their
// cascade pickers from the same options without loading antd.
import type { OptionRow } from '@/components/dict-select/dict-api';

type Value = string | number;

/** §2: an option of the cascader. */
export interface CascaderOption {
  label: string;
  value: Value;
  children?: CascaderOption[];
  disabled?: boolean;
}

/** Which fields of a loaded node hold the label, value, children and disabled flag. */
export interface CascaderFieldNames {
  label?: string;
  value?: string;
  children?: string;
  disabled?: string;
}

/** Maps loaded nodes to cascader options; a node with no children is a leaf. */
export function toCascaderOptions(
  nodes: readonly OptionRow[],
  names: CascaderFieldNames = {},
): CascaderOption[] {
  const { label = 'label', value = 'value', children = 'children', disabled = 'disabled' } = names;
  const walk = (list: readonly OptionRow[]): CascaderOption[] =>
    list.map((node) => {
      const kids = node[children];
      return {
        label: String(node[label] ?? ''),
        value: node[value] as Value,
        ...(Array.isArray(kids) && kids.length ? { children: walk(kids as OptionRow[]) } : {}),
        ...(node[disabled] ? { disabled: true } : {}),
      };
    });
  return walk(nodes);
}

/** The values from the root down to `leaf`, or [] when it is not in the tree. */
export function pathTo(options: readonly CascaderOption[], leaf: Value): Value[] {
  for (const option of options) {
    if (option.value === leaf) return [option.value];
    const below = option.children ? pathTo(option.children, leaf) : [];
    if (below.length) return [option.value, ...below];
  }
  return [];
}
