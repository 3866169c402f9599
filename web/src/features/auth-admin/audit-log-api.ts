import { baseApi } from '@/lib/api/base-api';
import type { Page } from '@/lib/api/base-query';

/** One line of the audit log as GET /system/log/list serves it. */
export interface AuditLogLine {
  id: string;
  action: string;
  actor?: { sub?: string; kind?: string; name?: string };
  subject?: string;
  ip?: string;
  source?: string;
  before?: unknown;
  after?: unknown;
  data?: unknown;
  at: string;
}

/**
 * The filters the endpoint understands: exact action, exact subject, part of the action name,
 * the actor's user name or id, and a time range (ISO date-times).
 */
export interface AuditLogFilters {
  action?: string;
  subject?: string;
  keyword?: string;
  actor?: string;
  from?: string;
  to?: string;
}

export interface AuditLogRequest extends AuditLogFilters {
  pageNumber: number;
  pageSize: number;
}

/**
 * The audit log is a GET with query parameters, unlike the §7 POST tables, so it has its own
 * endpoint instead of the data table's. Empty filters are left out of the query.
 */
export const auditLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<Page<AuditLogLine>, AuditLogRequest>({
      query: (request) => ({
        url: '/system/log/list',
        params: Object.fromEntries(
          Object.entries(request).filter(([, value]) => value !== '' && value != null),
        ),
      }),
      // The table renders failures as its empty text (§8), like the data table.
      extraOptions: { silent: true },
      providesTags: ['Table'],
    }),
  }),
});

export const { useAuditLogQuery } = auditLogApi;
