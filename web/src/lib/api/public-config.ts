import { baseApi } from './base-api';

/**
 * The public settings (`/home/Basic/getConfig`): site name, hotline, ICP number, upload
 * limits, whether registration is open, keyed as the back office names them. The keys
 * the web app reads:
 */
export const PUBLIC_SETTING = {
  /** §5: the image uploader's limit in MB. */
  uploadImageMaxMb: 'upload.imageMaxSizeMb',
} as const;

export type PublicSettings = Record<string, unknown>;

export const publicConfigApi = baseApi.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicSettings, void>({
      query: () => '/home/Basic/getConfig',
      providesTags: ['Settings'],
      // The settings change rarely; a page open for long still sees a change within minutes.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetPublicConfigQuery } = publicConfigApi;

/** A number setting, or `fallback` until the settings arrive (or when it is not set). */
export function usePublicNumber(key: string, fallback: number): number {
  const { data } = useGetPublicConfigQuery();
  const value = data?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A text setting, or `fallback`. */
export function usePublicText(key: string, fallback: string): string {
  const { data } = useGetPublicConfigQuery();
  const value = data?.[key];
  return typeof value === 'string' ? value : fallback;
}
