/**
 * One token refresh at a time (§4): the first caller starts it, every other caller
 * awaits the same promise, then all replay their requests.
 */
let inFlight: Promise<boolean> | null = null;

export function refreshOnce(refresh: () => Promise<boolean>): Promise<boolean> {
  if (!inFlight) {
    inFlight = refresh()
      .catch(() => false)
      .finally(() => {
        inFlight = null;
      });
  }
  return inFlight;
}

/** True while a refresh is under way (used by tests and the guard). */
export const isRefreshing = (): boolean => inFlight !== null;
