import { Suspense, type ReactNode } from 'react';

/**
 * A sheet, drawer or picker whose code loads on demand (React.lazy): nothing while `open` is
 * still undefined (never opened), then kept once opened, so that it can animate closed.
 */
export function OpenedOnce({ open, children }: { open: boolean | undefined; children: ReactNode }) {
  return open === undefined ? null : <Suspense fallback={null}>{children}</Suspense>;
}
