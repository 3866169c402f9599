import { act, render, screen } from '@testing-library/react';
import i18n from '@/i18n';
import '@/app/locale';
import { RelativeTime } from './relative-time';

describe('RelativeTime', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the time relative to now and refreshes every 60 s', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    await act(() => i18n.changeLanguage('en'));
    render(<RelativeTime time="2025-03-01T09:58:00Z" />);
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
    // 59 s later nothing re-renders yet; at 60 s (and the clock at +3 min) it does.
    act(() => jest.setSystemTime(new Date('2025-03-01T10:01:00Z')));
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('4 minutes ago')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByText('4 分钟前')).toBeInTheDocument();
  });
});
