import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { Cascader, pathTo, toCascaderOptions, type CascaderOption, type CascaderProps } from './cascader';

const tree: CascaderOption[] = [
  {
    label: '食品',
    value: 'food',
    children: [
      { label: '粮油', value: 'grain', children: [{ label: '大米', value: 'rice' }] },
      { label: '停售', value: 'stopped', disabled: true },
    ],
  },
  { label: '机械', value: 'machinery' },
];

function Harness(props: Partial<CascaderProps>) {
  const [value, setValue] = useState<CascaderProps['value']>(props.value);
  return (
    <>
      <Cascader options={tree} {...props} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;
const menuItem = (name: string) =>
  screen.getAllByRole('menuitemcheckbox').find((el) => el.textContent === name) ??
  screen.getByTitle(name, { exact: true });

describe('Cascader', () => {
  it('chooses a path of three levels', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('食品'));
    await userEvent.click(await screen.findByTitle('粮油'));
    await userEvent.click(await screen.findByTitle('大米'));
    expect(value()).toEqual(['food', 'grain', 'rice']);
  });

  it('gives the leaf value alone without emitPath, and shows the path of a leaf value', async () => {
    renderWithProviders(<Harness emitPath={false} value="rice" />);
    expect(screen.getByTestId('cascader')).toHaveTextContent('食品 / 粮油 / 大米');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('机械'));
    expect(value()).toBe('machinery');
  });

  it('keeps a disabled option from being chosen', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('食品'));
    const stopped = menuItem('停售');
    expect(stopped.closest('li')).toHaveClass('ant-cascader-menu-item-disabled');
    await userEvent.click(stopped);
    expect(value()).toBeNull();
  });

  it('loads the tree from a configured API with field names', async () => {
    const calls = stubFetch(() =>
      envelope([{ id: 'c1', name: '服装', items: [{ id: 'c11', name: '男装', off: 0 }] }]),
    );
    renderWithProviders(
      <Harness
        options={undefined}
        query={{ url: '/admin/product.category/tree' }}
        fieldNames={{ label: 'name', value: 'id', children: 'items', disabled: 'off' }}
      />,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.path).toBe('/admin/product.category/tree');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('服装'));
    await userEvent.click(await screen.findByTitle('男装'));
    expect(value()).toEqual(['c1', 'c11']);
  });

  it('shows 暂无数据 with no options', async () => {
    renderWithProviders(<Harness options={[]} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('cascader helpers', () => {
  it('maps field names and drops empty children', () => {
    expect(
      toCascaderOptions([{ n: 'A', v: 1, c: [], d: true }], {
        label: 'n',
        value: 'v',
        children: 'c',
        disabled: 'd',
      }),
    ).toEqual([{ label: 'A', value: 1, disabled: true }]);
  });

  it('finds the path to a value', () => {
    expect(pathTo(tree, 'rice')).toEqual(['food', 'grain', 'rice']);
    expect(pathTo(tree, 'none')).toEqual([]);
  });
});
