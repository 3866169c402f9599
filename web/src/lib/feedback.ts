import type { ReactNode } from 'react';

/**
 * Non-React code (the API layer, global error handlers) needs the UI library's feedback:
 * a short success message, an error notification, a blocking dialog. The desktop shell
 * registers antd's (whose hook versions follow its ConfigProvider locale and theme), the
 * phone shell antd-mobile's Toast and Dialog, each from a bridge mounted inside its
 * providers. Described here by what the callers use, so this layer needs neither library.
 */
export interface Feedback {
  message: { success(content: ReactNode): unknown };
  notification: {
    error(note: { key?: string; title: ReactNode; description?: ReactNode }): void;
    destroy(): void;
  };
  modal: {
    error(dialog: {
      title: ReactNode;
      content: ReactNode;
      okText?: ReactNode;
      closable?: boolean;
      keyboard?: boolean;
      maskClosable?: boolean;
      onOk?: () => void;
    }): unknown;
  };
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
