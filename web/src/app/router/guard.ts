import { redirect } from 'react-router';
import { hasSession } from '@/lib/session';

/**
 * §2 Route guard: a non-public route needs an access or refresh token, otherwise /login.
 * It runs as the loader of each protected leaf route, so it re-checks on every navigation.
 */
export function requireSession({ request }: { request: Request }): Response | null {
  if (hasSession()) return null;
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}
