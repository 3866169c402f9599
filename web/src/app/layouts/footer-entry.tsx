import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { navText, type NavItem } from './portal-nav';

/** A footer entry: a link when it has one, otherwise its text. */
export function FooterEntry({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const text = navText(item, t);
  if (item.href)
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  if (item.to) return <Link to={item.to}>{text}</Link>;
  return <span>{text}</span>;
}

/** The footer's links (the custom navigation's `footer` group), in a row. */
export function FooterLinks({ items, className }: { items: readonly NavItem[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <nav className={className} data-testid="portal-footer-links">
      {items.map((item) => (
        <FooterEntry key={item.key} item={item} />
      ))}
    </nav>
  );
}
