import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import i18n from '@/i18n';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { RegisterForm } from '@/features/session/components/register-form';
import { DEFAULT_PASSWORD_POLICY, passwordMessage, passwordProblem } from './password-rule';

const strict = { minLength: 8, maxLength: 12, minKinds: 3 };

describe('the password rule follows the platform settings', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
  });

  it('keeps the §5 rule and message until the settings say otherwise', () => {
    expect(passwordProblem('abc12')).toBe('length');
    expect(passwordProblem('abcdefg')).toBe('weak');
    expect(passwordProblem('abc123')).toBeNull();
    expect(passwordMessage(i18n.t, 'length', DEFAULT_PASSWORD_POLICY)).toBe('密码长度必须为6-20个字符');
    expect(passwordMessage(i18n.t, 'weak', DEFAULT_PASSWORD_POLICY)).toBe(
      '密码必须包含字母、数字和符号中的至少两种',
    );
  });

  it('checks a tuned rule and names its numbers in zh-CN, en and ru', () => {
    expect(passwordProblem('abc123', strict)).toBe('length');
    expect(passwordProblem('abcdefg12', strict)).toBe('weak');
    expect(passwordProblem('abcdefg1!', strict)).toBeNull();
    const lengthIn = (lng: string) => passwordMessage(i18n.getFixedT(lng), 'length', strict);
    expect(lengthIn('zh-CN')).toBe('密码长度必须为8-12个字符');
    expect(lengthIn('en')).toBe('Password must be 8-12 characters');
    expect(lengthIn('ru')).toBe('Пароль должен содержать от 8 до 12 символов');
    expect(passwordMessage(i18n.getFixedT('en'), 'weak', strict)).toBe(
      'Password must contain letters, numbers and symbols',
    );
    expect(passwordMessage(i18n.getFixedT('ru'), 'weak', { ...strict, minKinds: 1 })).toBe(
      'Пароль должен содержать хотя бы один вид символов: буквы, цифры, знаки',
    );
  });

  it('the registration form checks the rule the back office set', async () => {
    stubFetch((path) =>
      path === '/home/Basic/getConfig'
        ? envelope({
            'auth.password.minLength': 8,
            'auth.password.maxLength': 12,
            'auth.password.minKinds': 3,
          })
        : envelope(null),
    );
    renderWithProviders(
      <MemoryRouter initialEntries={['/login/reg']}>
        <RegisterForm />
      </MemoryRouter>,
    );
    const password = document.querySelector('input[autocomplete="new-password"]') as HTMLInputElement;
    // Wait for the settings: until then the §5 default would accept this password.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await userEvent.type(password, 'abc123');
    expect(await screen.findByText('密码长度必须为8-12个字符')).toBeInTheDocument();
    await userEvent.type(password, 'xyz');
    expect(await screen.findByText('密码必须同时包含字母、数字和符号')).toBeInTheDocument();
    await userEvent.type(password, '!');
    await waitFor(() =>
      expect(password.closest('.ant-form-item')).not.toHaveClass('ant-form-item-has-error'),
    );
  });
});
