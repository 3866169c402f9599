import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test-utils/render';
import { PhoneCodeSelect } from './phone-code-select';
import { isValidPhone, phoneCodeOptions } from './phone-codes';

describe('phone codes', () => {
  it('lists +86 first, one option per code, named in the language', () => {
    const zh = phoneCodeOptions('zh-CN');
    expect(zh[0]).toEqual(expect.objectContaining({ value: '+86', label: '中国 +86' }));
    expect(new Set(zh.map((o) => o.value)).size).toBe(zh.length);
    expect(zh.find((o) => o.value === '+7')!.label).toMatch(/^俄罗斯/);
    expect(phoneCodeOptions('ru').find((o) => o.value === '+7')!.label).toMatch(/^Российская Федерация/);
    expect(phoneCodeOptions('en')[0]!.label).toBe('China +86');
  });

  it('validates numbers under a calling code', () => {
    expect(isValidPhone('+86', '138 1234 5678')).toBe(true);
    expect(isValidPhone('+86', '12345')).toBe(false);
    expect(isValidPhone('+7', '912 345-67-89')).toBe(true);
    expect(isValidPhone('+86', '')).toBe(false);
  });
});

describe('PhoneCodeSelect', () => {
  it('defaults to +86 and reports a picked code', async () => {
    const onChange = jest.fn();
    renderWithProviders(<PhoneCodeSelect onChange={onChange} />);
    expect(screen.getByTestId('phone-code-select')).toHaveTextContent('+86');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), '俄罗斯');
    await userEvent.click(await screen.findByText('俄罗斯 / 哈萨克斯坦 +7'));
    expect(onChange).toHaveBeenCalledWith('+7', expect.anything());
  });
});
