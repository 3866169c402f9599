import { List, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { hasSession } from '@/lib/session';
import { navText, type NavItem } from './portal-nav';
import { usePortalNavigation } from './portal-navigation';

/**
 * The public portal's menu drawer on a phone: the §1 navigation's entries and the way to
 * the member centre. Its own chunk, loaded when the menu is first opened.
 */
export default function PublicMobileMenu({
  open,
  onClose,
  onGo,
  onAccount,
}: {
  open: boolean;
  onClose: () => void;
  onGo: (item: NavItem) => void;
  onAccount: () => void;
}) {
  const { t } = useTranslation();
  const items = usePortalNavigation().header.flatMap((item) => item.children ?? [item]);
  return (
    <Popup visible={open} onMaskClick={onClose} position="right" bodyStyle={{ width: '72vw' }}>
      <List header={t('common:actions.menu')}>
        {items.map((item) => (
          <List.Item key={item.key} onClick={() => onGo(item)}>
            {navText(item, t)}
          </List.Item>
        ))}
        <List.Item onClick={onAccount}>
          {hasSession() ? t('portal:nav.memberCenter') : t('common:actions.login')}
        </List.Item>
      </List>
    </Popup>
  );
}
