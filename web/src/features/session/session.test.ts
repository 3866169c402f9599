import i18n from '@/i18n';
import { landingPath } from './use-sign-in';
import type { SessionAnswer } from './api';

const answer = (kind: 'admin' | 'member') => ({ member_info: { kind } }) as SessionAnswer;

describe('the §5 password message', () => {
  it('is written in each form language', () => {
    const message = (lng: string) => i18n.t('common:session.passwordLength', { lng, min: 6, max: 20 });
    expect(message('zh-CN')).toBe('密码长度必须为6-20个字符');
    expect(message('en')).toBe('Password must be 6-20 characters');
    expect(message('ru')).toBe('Пароль должен содержать от 6 до 20 символов');
  });
});

describe('sign-in helpers', () => {
  it('lands members in the member area and admins in the back office, unless the guard sent them', () => {
    expect(landingPath(answer('member'), null)).toBe('/home');
    expect(landingPath(answer('member'), null, true)).toBe('/mobile/member');
    expect(landingPath(answer('admin'), null)).toBe('/admin');
    expect(landingPath(answer('admin'), '/admin/sys/role')).toBe('/admin/sys/role');
    expect(landingPath(answer('member'), '//evil.example')).toBe('/home');
  });
});
