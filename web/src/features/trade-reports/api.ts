import { baseApi } from '@/lib/api/base-api';
import type { MemberPaths, ReplyData } from '@/lib/api/contract';

/** One dimension's figures (`/home/report/groupQuery`): series and a row per key. */
export type ReportFigures = ReplyData<MemberPaths, '/home/report/groupQuery'>;
export type ReportRow = ReportFigures['rows'][number];

const post = (url: string, body: object) => ({ url, method: 'POST', body });

/** The member's trade reports (member service, `/home/report/*`): always the caller's own figures. */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The language is part of the key: the labels come in it.
    reportFigures: build.query<ReportFigures, { dimension: string; lang: string }>({
      query: ({ dimension }) => post('/home/report/groupQuery', { dimension }),
      providesTags: ['Table'],
    }),
  }),
});

export const { useReportFiguresQuery } = reportsApi;
