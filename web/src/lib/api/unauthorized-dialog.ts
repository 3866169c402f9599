import i18n from '@/i18n';
import { clearSession } from '@/lib/session';
import { withFeedback } from '@/lib/feedback';

let open = false;

/**
 * §8: a single 无权限访问 dialog, however many requests fail with 401 at once.
 * 重新登录 clears the session and goes to /login, remembering where the user was.
 */
export function showUnauthorizedDialog(): void {
  if (open) return;
  open = true;
  withFeedback(({ modal }) => {
    modal.error({
      title: i18n.t('common:error.unauthorizedTitle'),
      content: i18n.t('common:error.unauthorizedText'),
      okText: i18n.t('common:actions.relogin'),
      closable: false,
      keyboard: false,
      maskClosable: false,
      onOk: () => {
        open = false;
        clearSession();
        const back = window.location.pathname + window.location.search;
        window.location.assign(`/login?redirect=${encodeURIComponent(back)}`);
      },
    });
  });
}

/** For tests: forget that the dialog is open. */
export function resetUnauthorizedDialog(): void {
  open = false;
}
