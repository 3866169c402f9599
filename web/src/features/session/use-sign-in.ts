import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { baseApi } from '@/lib/api/base-api';
import { saveSession } from '@/lib/session';
import type { SessionAnswer } from './api';

/** Where a session lands: the page the guard sent the user from, else the member area or the back office. */
export function landingPath(answer: SessionAnswer, redirect: string | null, mobile = false): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  if (answer.member_info?.kind === 'admin') return '/admin';
  return mobile ? '/mobile/member' : '/home';
}

/**
 * Stores the session (§3) and navigates to its landing page. Answers cached for an
 * earlier session (its menu, its lists) are dropped, so the new account sees only its own.
 */
export function useSignIn(mobile = false) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  return useCallback(
    (answer: SessionAnswer) => {
      saveSession(answer);
      dispatch(baseApi.util.resetApiState());
      // A failed navigation shows in the route's error boundary: nothing to wait for.
      void navigate(landingPath(answer, params.get('redirect'), mobile), { replace: true });
    },
    [navigate, dispatch, params, mobile],
  );
}
