import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as userEvents } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import '@/app/layouts/mobile-setup';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { MobileLoginForm, MobileRegisterForm } from './mobile-session-forms';

const userEvent = userEvents.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const sendCodeBodies = (calls: Array<{ path: string; body: unknown }>) =>
  calls.filter((c) => c.path === '/login/sendCode').map((c) => c.body);

describe('mobile sign-in and registration phone codes', () => {
  it('sends the code under +86 unless the member picks another country', async () => {
    const calls = stubFetch(() => envelope(null));
    renderWithProviders(
      <MemoryRouter>
        <MobileRegisterForm />
      </MemoryRouter>,
    );
    const phone = screen.getByTestId('m-phone-code');
    expect(phone).toHaveTextContent('+86');

    await userEvent.click(phone);
    await userEvent.type(await screen.findByPlaceholderText('搜索'), '俄罗斯');
    await userEvent.click(await screen.findByText(/^俄罗斯.*\+7$/));
    await waitFor(() => expect(screen.getByTestId('m-phone-code')).toHaveTextContent('+7'));

    const phoneInput = document.querySelector('input[type="tel"]') as HTMLInputElement;
    await userEvent.type(phoneInput, '9161234567');
    await userEvent.click(screen.getByTestId('m-send-code'));
    await waitFor(() => expect(sendCodeBodies(calls)).toEqual([{ phone: '9161234567', countryCode: '+7' }]));
  });

  it('signs in by code with the default +86', async () => {
    const calls = stubFetch(() => envelope(null));
    renderWithProviders(
      <MemoryRouter>
        <MobileLoginForm />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByText('验证码登录'));
    const form = screen.getByTestId('m-code-submit').closest('form') as HTMLElement;
    expect(within(form).getByTestId('m-phone-code')).toHaveTextContent('+86');
    await userEvent.type(form.querySelector('input[type="tel"]') as HTMLInputElement, '13800138000');
    await userEvent.click(within(form).getByTestId('m-send-code'));
    await waitFor(() =>
      expect(sendCodeBodies(calls)).toEqual([{ phone: '13800138000', countryCode: '+86' }]),
    );
  });
});
