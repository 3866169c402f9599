import { Link } from 'react-router';
import type { NavItem } from './portal-nav';

/** A footer entry: a link when it has one, otherwise its text. */
export function FooterEntry({ item }: { item: NavItem }) {
  if (item.href)
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer">
        {item.text}
      </a>
    );
  if (item.to) return <Link to={item.to}>{item.text}</Link>;
  return <span>{item.text}</span>;
}
