import { format, langFromHeaders, parseLang } from './i18n';

describe('request language', () => {
  it('defaults to zh-cn and understands the three interface languages', () => {
    expect(parseLang(undefined)).toBe('zh-cn');
    expect(parseLang('ru-RU,ru;q=0.9')).toBe('ru');
    expect(parseLang('EN')).toBe('en');
    expect(parseLang('zh-CN')).toBe('zh-cn');
    expect(parseLang('de-DE,en;q=0.5')).toBe('en');
    expect(parseLang('fr')).toBe('zh-cn');
  });

  it('prefers the lang header over Accept-Language', () => {
    expect(langFromHeaders({ lang: 'ru', 'accept-language': 'en' })).toBe('ru');
    expect(langFromHeaders({ 'accept-language': 'en-US' })).toBe('en');
  });

  it('fills the {name} placeholders of the spec messages', () => {
    expect(format('上传文件大小不能超过 {n}MB!', { n: 10 })).toBe('上传文件大小不能超过 10MB!');
    expect(format('最多只能选择{max}项', {})).toBe('最多只能选择{max}项');
  });
});
