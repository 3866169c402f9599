import { grantableBy, holdsAll } from './grants';
import type { Menu, Role } from './rbac.models';

const menu = (id: string, perms: string[], status = 1) => ({ _id: id, perms, status }) as unknown as Menu;
const role = (menuIds: string[], perms: string[] = [], status = 1) =>
  ({ _id: 'r', menuIds, perms, status }) as unknown as Role;

describe('what a caller may pass on', () => {
  it('counts the permissions of disabled roles and menus too, since enabling them is one step away', () => {
    const menus = [menu('user', ['sys/user/page']), menu('off', ['sys/role/auth'], 0)];
    expect(grantableBy([role(['user', 'off'], ['extra/x/y'], 0)], menus)).toEqual([
      'extra/x/y',
      'sys/role/auth',
      'sys/user/page',
    ]);
  });

  it('lets a caller pass on only what it holds, and */*/* only when it holds */*/*', () => {
    const mine = ['sys/user/page', 'sys/user/add'];
    expect(holdsAll(mine, ['sys/user/page'])).toBe(true);
    expect(holdsAll(mine, [])).toBe(true);
    expect(holdsAll(mine, ['sys/user/page', 'sys/role/auth'])).toBe(false);
    expect(holdsAll(mine, ['*/*/*'])).toBe(false);
    expect(holdsAll(['*/*/*'], ['*/*/*', 'anything/at/all'])).toBe(true);
  });
});
