import { getMemberInfo } from '@/lib/session';
import type { LayoutId } from './registry';

/** Who an area is for: the back office is the admins', the member area the members'. */
export type Audience = 'admin' | 'member';

export const LAYOUT_AUDIENCE: Partial<Record<LayoutId, Audience>> = {
  admin: 'admin',
  member: 'member',
  memberMobile: 'member',
};

/**
 * True when the signed-in user may see an area meant for `audience`. A session stored
 * before sign-in recorded its kind passes: the server refuses every call anyway.
 */
export function sessionFits(audience: Audience | undefined): boolean {
  if (!audience) return true;
  const kind = getMemberInfo<{ kind?: string }>()?.kind;
  return !kind || kind === audience;
}
