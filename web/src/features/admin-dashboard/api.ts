import { baseApi } from '@/lib/api/base-api';
import type { Page } from '@/lib/api/base-query';

/** The marketplace events the dashboard counts per day, as the audit log records them. */
export const ACTIVITY = {
  members: 'trade.member.registered',
  inquiries: 'trade.inquiry.created',
  quotes: 'trade.quote.created',
} as const;
export type ActivityKind = keyof typeof ACTIVITY;

/** One service as `/system/app/list` describes it (its exact shape is the system settings' to define). */
export interface AppHealth {
  name?: string;
  app?: string;
  status?: string;
  healthy?: boolean;
  [key: string]: unknown;
}

const silent = { silent: true } as const;

/**
 * What the back-office dashboard reads: items waiting for review, the audit log's lines of
 * registrations, inquiries and quotations since a time, and the services' health.
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pendingReviews: build.query<number, 'supply' | 'demand'>({
      query: (kind) => ({
        url: `/admin/product.${kind}/page`,
        method: 'POST',
        body: { pageNumber: 1, pageSize: 1, filters: [{ field: 'auditStatus', op: '=', value: 'pending' }] },
      }),
      transformResponse: (page: Page<unknown>) => page.total,
      extraOptions: silent,
    }),
    activitySince: build.query<string[], { kind: ActivityKind; from: string }>({
      query: ({ kind, from }) => ({
        url: '/system/log/list',
        params: { action: ACTIVITY[kind], from, pageSize: 1000 },
      }),
      transformResponse: (page: Page<{ at: string }>) => page.rows.map((row) => row.at),
      extraOptions: silent,
    }),
    serviceHealth: build.query<AppHealth[], void>({
      query: () => ({ url: '/system/app/list' }),
      transformResponse: (data: AppHealth[] | Page<AppHealth>) => (Array.isArray(data) ? data : data.rows),
      extraOptions: silent,
    }),
  }),
});

export const { usePendingReviewsQuery, useActivitySinceQuery, useServiceHealthQuery } = dashboardApi;

/** Counts of `times` (ISO) per local day, for the `days` days ending today, oldest first. */
export function perDay(
  times: string[],
  days: number,
  now = new Date(),
): Array<{ day: string; count: number }> {
  const key = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const counts = new Map<string, number>();
  for (const time of times) {
    const k = key(new Date(time));
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - i));
    return { day: key(d), count: counts.get(key(d)) ?? 0 };
  });
}
