import { passwordProblem } from './password-rule';
import { normalisePhone } from './phone';

describe('the §5 password rule', () => {
  it('accepts 6-20 characters mixing two of letters, numbers and symbols', () => {
    for (const ok of ['abc123', 'abc!@#', '123!@#', 'Trade2025', 'a1'.repeat(10), '密码abc123']) {
      expect(passwordProblem(ok)).toBeNull();
    }
  });

  it('names the broken part', () => {
    expect(passwordProblem('ab1')).toBe('PASSWORD_LENGTH');
    expect(passwordProblem('a1'.repeat(10) + 'x')).toBe('PASSWORD_LENGTH');
    expect(passwordProblem('abcdefg')).toBe('PASSWORD_WEAK');
    expect(passwordProblem('1234567')).toBe('PASSWORD_WEAK');
  });
});

describe('phone numbers', () => {
  it('default to +86 and come out in E.164', () => {
    expect(normalisePhone('138 0013 8000')).toBe('+8613800138000');
    expect(normalisePhone('9161234567', '+7')).toBe('+79161234567');
    expect(normalisePhone('+79161234567')).toBe('+79161234567');
  });

  it('refuse numbers libphonenumber-js does not consider valid', () => {
    expect(normalisePhone('12345')).toBeNull();
    expect(normalisePhone('12345678901')).toBeNull();
  });
});
