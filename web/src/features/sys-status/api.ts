import { baseApi } from '@/lib/api/base-api';

export interface AppRow {
  name: string;
  version: string;
  status: 'up' | 'degraded' | 'down';
  startedAt?: string;
  uptimeSeconds: number;
  checks: Record<string, string>;
  error?: string;
}
export interface Tasks {
  queues: Array<{
    name: string;
    counts: Record<string, number>;
    failed: Array<{ id: string; name: string; reason: string; attempts: number; failedAt: string | null }>;
  }>;
  queuesError?: string;
  outbox: Array<{ service: string; collection: string; pending: number }>;
  consumers: Array<{
    service: string;
    groupId: string;
    lag: number;
    topics: Array<{ topic: string; lag: number }>;
  }>;
  unreachable: string[];
}

/** §7 GET /system/app/list and /system/tasks/list: the system status page. */
export const systemStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    appList: build.query<AppRow[], void>({ query: () => '/system/app/list' }),
    tasksList: build.query<Tasks, void>({ query: () => '/system/tasks/list' }),
  }),
});

export const { useAppListQuery, useTasksListQuery } = systemStatusApi;
