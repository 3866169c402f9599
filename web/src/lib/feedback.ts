import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';

/**
 * Non-React code (the API layer, global error handlers) needs antd's feedback APIs.
 * The hook versions follow the ConfigProvider locale and theme, so `FeedbackBridge`
 * (inside antd's <App>) registers them here once mounted.
 */
export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalHookAPI;
}

let current: Feedback | null = null;
const waiting: Array<(f: Feedback) => void> = [];

export function registerFeedback(f: Feedback | null): void {
  current = f;
  if (f) waiting.splice(0).forEach((run) => run(f));
}

/** Runs `fn` with the feedback APIs now, or as soon as the app shell has mounted. */
export function withFeedback(fn: (f: Feedback) => void): void {
  if (current) fn(current);
  else waiting.push(fn);
}

/**
 * Closes the notifications on screen: a page's request errors (a 404, a 500) belong to
 * that page and go when the user moves to another one.
 */
export function closePageNotifications(): void {
  current?.notification.destroy();
}
