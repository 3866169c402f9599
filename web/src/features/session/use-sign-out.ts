import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, getRefreshToken } from '@/lib/session';
import { useLogoutMutation } from './api';

/**
 * Signs out for real: the server revokes the refresh family (so a copied refresh
 * token stops working too), then the local session is cleared and /login shown.
 * A failed call still signs out locally.
 */
export function useSignOut(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  return useCallback(async () => {
    const refreshToken = getRefreshToken();
    if (refreshToken)
      await logout({ refreshToken })
        .unwrap()
        .catch(() => undefined);
    clearSession();
    // A failed navigation shows in the route's error boundary: nothing to wait for.
    void navigate('/login');
  }, [logout, navigate]);
}
