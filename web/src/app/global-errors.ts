import i18n from '@/i18n';
import { withFeedback } from '@/lib/feedback';

const KNOWN = [
  'SyntaxError',
  'TypeError',
  'ReferenceError',
  'RangeError',
  'EvalError',
  'URIError',
  'AggregateError',
];

/** §8: the Chinese (or current-language) name of the kind of script error. */
export function scriptErrorKind(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  return i18n.t(`common:scriptError.${KNOWN.includes(name) ? name : 'Error'}`);
}

function notify(error: unknown, fallback: string): void {
  const description = error instanceof Error ? error.message : fallback;
  withFeedback(({ notification }) => notification.error({ title: scriptErrorKind(error), description }));
}

/** Installs the window-level handlers once (start.tsx). */
export function installGlobalErrorHandlers(target: Window = window): void {
  target.addEventListener('error', (event: ErrorEvent) => {
    // Resource load errors (img, script tags) do not carry an ErrorEvent message; skip them.
    if (!(event instanceof ErrorEvent)) return;
    notify(event.error, event.message);
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    notify(event.reason, i18n.t('common:scriptError.unhandledRejection'));
  });
}
