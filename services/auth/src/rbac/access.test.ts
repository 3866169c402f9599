import { permissionsOf, toTree, visibleMenus } from './access';
import type { Menu, Role } from './rbac.models';

const menu = (id: string, parentId: string | null, perms: string[] = [], status = 1) =>
  ({ _id: id, parentId, perms, status, type: 'menu' }) as unknown as Menu;
const role = (menuIds: string[], perms: string[] = [], status = 1) =>
  ({ _id: 'r', menuIds, perms, status }) as unknown as Role;

const menus = [
  menu('sys', null),
  menu('user', 'sys', ['sys/user/page', 'sys/user/add']),
  menu('role', 'sys', ['sys/role/page']),
  menu('off', 'sys', ['sys/off/page'], 0),
];

describe('permissions and menus from roles', () => {
  it("grants the permissions of a role's enabled menus and its own", () => {
    expect(permissionsOf([role(['user', 'off'], ['extra/x/y'])], menus)).toEqual([
      'extra/x/y',
      'sys/user/add',
      'sys/user/page',
    ]);
  });

  it('ignores disabled roles, and */*/* stands alone', () => {
    expect(permissionsOf([role(['user'], [], 0)], menus)).toEqual([]);
    expect(permissionsOf([role(['user'], ['*/*/*'])], menus)).toEqual(['*/*/*']);
  });

  it('shows granted menus with their ancestors, and every enabled menu to */*/*', () => {
    expect(visibleMenus([role(['user'])], menus).map((m) => m._id)).toEqual(['sys', 'user']);
    expect(visibleMenus([role([], ['*/*/*'])], menus).map((m) => m._id)).toEqual(['sys', 'user', 'role']);
  });

  it('builds a sorted tree', () => {
    type Node = { id: string; parentId: string | null; sort: number; children?: Node[] };
    const tree = toTree<Node>([
      { id: 'b', parentId: null, sort: 2 },
      { id: 'a', parentId: null, sort: 1 },
      { id: 'c', parentId: 'a', sort: 1 },
    ]);
    expect(tree.map((n) => n.id)).toEqual(['a', 'b']);
    expect(tree[0]!.children!.map((n) => n.id)).toEqual(['c']);
  });
});
