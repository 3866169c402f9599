import { phoneText } from './accounts-screen';

describe('a member account’s phone', () => {
  it('shows the country code once, whether the number is stored with it or without', () => {
    expect(phoneText('+86', '+8613791083171')).toBe('+86 13791083171');
    expect(phoneText('+86', '13791083171')).toBe('+86 13791083171');
    expect(phoneText('+7', '+77011234567')).toBe('+7 7011234567');
    expect(phoneText('+86', '+77011234567')).toBe('+77011234567');
    expect(phoneText('+86', '')).toBe('');
  });
});
