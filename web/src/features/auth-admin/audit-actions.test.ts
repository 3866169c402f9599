import i18next from 'i18next';
import en from '@/i18n/locales/en/admin.json';
import ru from '@/i18n/locales/ru/admin.json';
import zh from '@/i18n/locales/zh-CN/admin.json';
import { auditActionLabel, KNOWN_AUDIT_ACTIONS } from './audit-actions';

const LANGUAGES = { 'zh-CN': zh, en, ru };

/** The admin texts of one language, looked up as the app looks them up. */
async function textsOf(lang: keyof typeof LANGUAGES) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { admin: LANGUAGES[lang] } }, ns: ['admin'] });
  return i18n;
}

describe('audit action labels', () => {
  it.each(Object.keys(LANGUAGES) as Array<keyof typeof LANGUAGES>)(
    'names every known action in %s, customs declarations included',
    async (lang) => {
      const i18n = await textsOf(lang);
      const missing = KNOWN_AUDIT_ACTIONS.filter((action) => !i18n.exists(`admin:sys.log.actions.${action}`));
      expect(missing).toEqual([]);
      expect(auditActionLabel('trade.declaration.receipt', i18n.t)).not.toBe('trade.declaration.receipt');
    },
  );

  it('reads an unknown action as its raw name', async () => {
    const i18n = await textsOf('en');
    expect(auditActionLabel('trade.something.new', i18n.t)).toBe('trade.something.new');
    expect(auditActionLabel('trade.declaration.rejected', i18n.t)).toBe(
      'Customs message refused by the schema',
    );
  });
});
