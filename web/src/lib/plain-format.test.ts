import { formatCount, formatDay } from './plain-format';

const LANGUAGES = ['zh-CN', 'en', 'ru'];

describe('plain-format', () => {
  it.each(LANGUAGES)('writes counts as Intl does in %s', (language) => {
    for (const value of [0, 7, 999, 1000, 1234, 12345, 987654, 1234567, 20261127, -4321])
      expect(formatCount(value, language)).toBe(value.toLocaleString(language));
  });

  it.each(LANGUAGES)('writes days as Intl does in %s', (language) => {
    for (const iso of ['2026-01-05T00:30:00Z', '2026-11-27T14:00:00+08:00', '1999-12-31T23:59:59Z'])
      expect(formatDay(iso, language)).toBe(
        new Date(iso).toLocaleDateString(language, { year: 'numeric', month: '2-digit', day: '2-digit' }),
      );
  });

  it('writes nothing for a day it cannot read', () => {
    expect(formatDay('not a day', 'en')).toBe('');
  });
});
