import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './list-link.css';

/**
 * A phone list row's title as a real link: search engines follow it and it opens in a new
 * tab, where a row with only an onClick would be an <a> without href. Its hit area covers
 * the whole row.
 */
export function ListLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="list-link" to={to}>
      {children}
    </Link>
  );
}
