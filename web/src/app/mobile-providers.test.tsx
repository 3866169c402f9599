import { act, render, screen, waitFor } from '@testing-library/react';
import '@/app/layouts/mobile-setup';
import { makeStore } from '@/app/store';
import { withFeedback } from '@/lib/feedback';
import { MobileAppProviders } from './mobile-providers';

describe("a phone's messages from outside React", () => {
  it('shows a success toast and an error dialog, their widgets loaded on first use', async () => {
    render(
      <MobileAppProviders store={makeStore()}>
        <p>page</p>
      </MobileAppProviders>,
    );
    await screen.findByText('page');
    act(() => withFeedback((f) => f.message.success('已保存')));
    // Visible once the widget's opening animation has shown it.
    await waitFor(() => expect(screen.getByText('已保存')).toBeVisible());
    const confirmed = jest.fn();
    act(() =>
      withFeedback((f) =>
        f.modal.error({ title: '登录已过期', content: '请重新登录', okText: '好的', onOk: confirmed }),
      ),
    );
    await waitFor(() => expect(screen.getByText('请重新登录')).toBeVisible());
    act(() => screen.getByText('好的').click());
    await waitFor(() => expect(confirmed).toHaveBeenCalled());
  });
});
