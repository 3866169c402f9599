import { breadcrumbFor, parentTrailFor, toMenuView } from './menu-tree';

const tree = toMenuView([
  {
    id: 1,
    title: '系统管理',
    children: [
      { id: 2, name: '用户管理', path: '/admin/sys/user' },
      { id: 3, title: '隐藏', path: '/x', hidden: true },
    ],
  },
  { id: 4, label: '商品', children: [{ title: '品牌', url: '/admin/product/brand' }] },
]);

describe('admin menu tree', () => {
  it('normalises title/name/label and path/url and drops hidden nodes', () => {
    expect(tree[0]!.children).toEqual([
      { key: '/admin/sys/user', title: '用户管理', path: '/admin/sys/user', children: undefined },
    ]);
    expect(tree[1]!.title).toBe('商品');
    expect(tree[1]!.children![0]!.path).toBe('/admin/product/brand');
  });

  it('builds the breadcrumb chain for a path', () => {
    expect(breadcrumbFor(tree, '/admin/product/brand').map((i) => i.title)).toEqual(['商品', '品牌']);
    expect(breadcrumbFor(tree, '/nowhere')).toEqual([]);
  });

  it('finds the menu item a page not in the menu lies under', () => {
    expect(parentTrailFor(tree, '/admin/product/brand/0').map((i) => i.title)).toEqual(['商品', '品牌']);
    expect(parentTrailFor(tree, '/admin/product/brand')).toEqual([]);
    expect(parentTrailFor(tree, '/admin/other/view')).toEqual([]);
  });
});
