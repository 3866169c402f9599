import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as userEvents } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';

const userEvent = userEvents.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * The "+86" box and the phone box (and the code box and its button) sit in one compact row.
 * The fields in the row are bare (`noStyle`): a field item of their own would add its margin
 * and its message to one box only, and the two would not line up. The row's outer item
 * shows the messages instead.
 */
function expectBareRows(form: HTMLElement) {
  const rows = form.querySelectorAll('.ant-space-compact');
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row.querySelector('.ant-form-item')).toBeNull();
    expect(row.closest('.ant-form-item')).not.toBeNull();
  }
}

describe('the phone and code rows of the SMS forms', () => {
  it('forgotten password: the rows line up and still say what is missing', async () => {
    const calls = stubFetch(() => envelope(null));
    renderWithProviders(
      <MemoryRouter>
        <ResetPasswordForm />
      </MemoryRouter>,
    );
    const form = screen.getByTestId('reset-form');
    expectBareRows(form);
    await userEvent.click(screen.getByTestId('reset-submit'));
    expect(await within(form).findByText('请输入手机号码')).toBeInTheDocument();
    expect(within(form).getByText('请输入验证码')).toBeInTheDocument();
    // The message sits under the whole phone row, not under the phone box alone.
    const phoneRow = within(form).getByTestId('phone-code-select').closest('.ant-form-item') as HTMLElement;
    expect(within(phoneRow).getByText('请输入手机号码')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/login/resetPassword')).toBe(false);
  });

  it('forgotten password: "get code" asks for the phone first, then sends to it', async () => {
    const calls = stubFetch(() => envelope(null));
    renderWithProviders(
      <MemoryRouter>
        <ResetPasswordForm />
      </MemoryRouter>,
    );
    const form = screen.getByTestId('reset-form');
    await userEvent.click(within(form).getByTestId('send-code'));
    expect(await within(form).findByText('请输入手机号码')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/login/sendCode')).toBe(false);
    await userEvent.type(within(form).getByPlaceholderText('手机号码'), '13800138000');
    await waitFor(() => expect(within(form).queryByText('请输入手机号码')).toBeNull());
    await userEvent.click(within(form).getByTestId('send-code'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/login/sendCode').map((c) => c.body)).toEqual([
        { phone: '13800138000', countryCode: '+86' },
      ]),
    );
  });

  it('sign-in by SMS code: the rows line up and still say what is missing', async () => {
    stubFetch(() => envelope(null));
    renderWithProviders(
      <MemoryRouter>
        <LoginForm />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByText('验证码登录'));
    const form = await screen.findByTestId('sms-form');
    expectBareRows(form);
    await userEvent.click(within(form).getByTestId('code-submit'));
    expect(await within(form).findByText('请输入手机号码')).toBeInTheDocument();
    expect(within(form).getByText('请输入验证码')).toBeInTheDocument();
  });
});
