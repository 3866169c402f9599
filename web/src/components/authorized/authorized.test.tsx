import { render, screen } from '@testing-library/react';
import { saveSession, clearSession } from '@/lib/session';
import { Authorized } from './authorized';

const signIn = (info: Record<string, unknown>) =>
  saveSession({
    accessToken: 'a',
    refreshToken: 'r',
    accessTokenExpires: 60,
    refreshTokenExpires: 3600,
    member_info: info,
  });

const shown = (element: React.ReactElement) => {
  const { unmount } = render(element);
  const found = screen.queryByText('inside') !== null;
  unmount();
  return found;
};

describe('§6 directives on the client', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('shows an element whose single permission is held and removes one whose is not', () => {
    signIn({ kind: 'admin', permissions: ['sys/user/page'] });
    expect(shown(<Authorized perm="sys/user/page">inside</Authorized>)).toBe(true);
    expect(shown(<Authorized perm="sys/user/del">inside</Authorized>)).toBe(false);
  });

  it('any-of shows with one of the permissions and removes with none', () => {
    signIn({ kind: 'admin', permissions: ['a/x/list'] });
    expect(shown(<Authorized anyOf={['a/x/list', 'a/y/list']}>inside</Authorized>)).toBe(true);
    expect(shown(<Authorized anyOf={['a/z/list']}>inside</Authorized>)).toBe(false);
  });

  it('all-of removes an element when one permission is missing', () => {
    signIn({ kind: 'admin', permissions: ['a/x/list'] });
    expect(shown(<Authorized allOf={['a/x/list', 'a/y/list']}>inside</Authorized>)).toBe(false);
  });

  it('*/*/* grants any permission directive', () => {
    signIn({ kind: 'admin', permissions: ['*/*/*'] });
    expect(shown(<Authorized allOf={['a/x/list', 'a/y/list']}>inside</Authorized>)).toBe(true);
  });

  it('the role directive checks the kind and the role names, one or any of several', () => {
    signIn({ kind: 'admin', role: ['审计员'], roles: ['r1'], permissions: [] });
    expect(shown(<Authorized role={['运营', '审计员']}>inside</Authorized>)).toBe(true);
  });

  it('the role directive removes an element for a member', () => {
    signIn({ kind: 'member', permissions: [] });
    expect(shown(<Authorized role="admin">inside</Authorized>)).toBe(false);
  });

  it('removes everything for a visitor', () => {
    expect(shown(<Authorized anyOf={['a/x/list']}>inside</Authorized>)).toBe(false);
  });
});
