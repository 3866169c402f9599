import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileInquiry } from './mobile';
import { renderMobileScreen, stubApi } from './mobile-test-kit';

/** More countries than a phone shows at once, as the catalogue answers them. */
const MANY_COUNTRIES = [
  ['CN', '中国'],
  ['RU', '俄罗斯'],
  ['KZ', '哈萨克斯坦'],
  ['MN', '蒙古'],
  ['US', '美国'],
  ['DE', '德国'],
  ['JP', '日本'],
  ['KR', '韩国'],
  ['FR', '法国'],
  ['IT', '意大利'],
  ['UZ', '乌兹别克斯坦'],
  ['BY', '白俄罗斯'],
].map(([code, name]) => ({ code, name }));

describe('MobileInquiry', () => {
  it('finds any country by typing its name, beyond the few shown at once', async () => {
    const calls = stubApi((path) => (path === '/country/list' ? MANY_COUNTRIES : undefined));
    renderMobileScreen(<MobileInquiry />, {
      path: '/mobile/member/supply/inquiry/65f000000000000000000001',
      route: '/mobile/member/supply/inquiry/:id',
    });
    expect(await screen.findByText('中国')).toBeInTheDocument();
    expect(screen.queryByText('白俄罗斯')).not.toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('搜索国家'), '白俄');
    await userEvent.click(await screen.findByText('白俄罗斯'));
    expect(screen.queryByText('中国')).not.toBeInTheDocument();

    // The chosen country stays offered, and chosen, whatever is typed next.
    await userEvent.clear(screen.getByPlaceholderText('搜索国家'));
    await userEvent.type(screen.getByPlaceholderText('搜索国家'), '蒙');
    expect(screen.getByText('白俄罗斯').closest('.adm-selector-item')).toHaveClass(
      'adm-selector-item-active',
    );
    expect(screen.getByText('蒙古')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/country/list')).toBe(true);
  });
});
