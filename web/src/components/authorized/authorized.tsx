import type { ReactNode } from 'react';
import { hasAllPermissions, hasAnyPermission, hasPermission, hasRole } from '@/lib/permissions';

export interface AuthorizedProps {
  /** One permission. */
  perm?: string;
  /** Any of these permissions. */
  anyOf?: readonly string[];
  /** All of these permissions. */
  allOf?: readonly string[];
  /** The user's kind or one of its roles, or any of several. */
  role?: string | readonly string[];
  children: ReactNode;
}

/**
 * §6 directives as an element: its children are rendered only when every condition
 * given holds; otherwise nothing is (the elements are removed, not disabled).
 */
export function Authorized({ perm, anyOf, allOf, role, children }: AuthorizedProps) {
  const allowed =
    (perm === undefined || hasPermission(perm)) &&
    (anyOf === undefined || hasAnyPermission(anyOf)) &&
    (allOf === undefined || hasAllPermissions(allOf)) &&
    (role === undefined || hasRole(role));
  return allowed ? <>{children}</> : null;
}
