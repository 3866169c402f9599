import { memberMenuGroupOf, memberMenuItems } from './member-menu';

describe('the member side menu', () => {
  it('opens the contract group on its lists and on the hidden contract pages', () => {
    expect(memberMenuGroupOf('/memberContract/index')).toBe('contract');
    expect(memberMenuGroupOf('/memberContract/traceDetail')).toBe('contract');
    expect(memberMenuGroupOf('/memberContract/info/6b0895c613bd93604a3be3e3')).toBe('contract');
    expect(memberMenuGroupOf('/companyContract/save/0')).toBe('contract');
    expect(memberMenuGroupOf('/home')).toBeUndefined();
  });

  it('lists the eight customs channel screens in their group, export chain first', () => {
    const items = memberMenuItems(
      (key) => key,
      (entry) => entry.path,
    );
    const customs = items.find((item) => item?.key === 'customs') as {
      label: string;
      children: { key: string }[];
    };
    expect(customs.label).toBe('customs:menu.group');
    expect(customs.children.map((c) => c.key)).toEqual([
      '/newChannel/contract',
      '/newChannel/exportList',
      '/newChannel/exportWaybill',
      '/newChannel/exportZfd',
      '/newChannel/exportReceipt',
      '/newChannel/importList',
      '/newChannel/importWaybill',
      '/newChannel/importZfd',
    ]);
    expect(memberMenuGroupOf('/newChannel/importZfd')).toBe('customs');
    expect(memberMenuGroupOf('/newChannel/exportReceipt')).toBe('customs');
  });
});
