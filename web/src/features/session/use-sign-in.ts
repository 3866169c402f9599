import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { saveSession } from '@/lib/session';
import type { SessionAnswer } from './api';

/** Where a session lands: the page the guard sent the user from, else the member area or the back office. */
export function landingPath(answer: SessionAnswer, redirect: string | null, mobile = false): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  if (answer.member_info?.kind === 'admin') return '/admin';
  return mobile ? '/mobile/member' : '/home';
}

/** Stores the session (§3) and navigates to its landing page. */
export function useSignIn(mobile = false) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (answer: SessionAnswer) => {
      saveSession(answer);
      // A failed navigation shows in the route's error boundary: nothing to wait for.
      void navigate(landingPath(answer, params.get('redirect'), mobile), { replace: true });
    },
    [navigate, params, mobile],
  );
}
