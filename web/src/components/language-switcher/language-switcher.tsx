import { Button, Dropdown } from 'antd';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n';
import { LANGUAGES, LANGUAGE_LABELS, isLanguage } from '@/i18n/languages';

/**
 * Desktop language switcher; the choice is stored (§9) and survives reloads. A Dropdown
 * (built on Menu, which the portal nav already loads) keeps Select out of the home bundle.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((lang) => ({ key: lang, label: LANGUAGE_LABELS[lang] })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      <Button
        size="small"
        data-testid="language-switcher"
        aria-label={t('common:language')}
        icon={<GlobalOutlined />}
      >
        {LANGUAGE_LABELS[current]} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
