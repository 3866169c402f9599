import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/i18n/languages';
import { baseApi } from './base-api';

/**
 * The public settings (`/home/Basic/getConfig`): site name, hotline, ICP number, upload
 * limits, whether registration is open, keyed as the back office names them. The keys
 * the web app reads:
 */
export const PUBLIC_SETTING = {
  /** §5: the image uploader's limit in MB. */
  uploadImageMaxMb: 'upload.imageMaxSizeMb',
  /** The site's name per interface language (zh-CN's is `site.name`). */
  siteName: { 'zh-CN': 'site.name', en: 'site.name.en', ru: 'site.name.ru' },
  hotline: 'site.hotline',
  /** The ICP licence number Chinese sites show in their footer. */
  icp: 'site.icp',
} as const;

export type PublicSettings = Record<string, unknown>;

export const publicConfigApi = baseApi.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicSettings, void>({
      query: () => '/home/Basic/getConfig',
      providesTags: ['Settings'],
      // Every reader has a fallback (the bundled name, the §5 defaults): no error toast.
      extraOptions: { silent: true },
      // The settings change rarely; a page open for long still sees a change within minutes.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetPublicConfigQuery } = publicConfigApi;

/** The portal home's routes: their one call (§7 /index/index) carries the settings too. */
export const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/pages/home']);

/**
 * The public settings. On the home routes they come with the home call (which puts them
 * in this query's cache), so nothing is asked before it answers; elsewhere they are
 * asked once and shared. The location is read from the router's context directly: the
 * readers also render outside a router (a form's uploader in a test), and then ask.
 */
export function usePublicSettings(): PublicSettings | undefined {
  const pathname = useContext(UNSAFE_LocationContext)?.location?.pathname;
  const cached = publicConfigApi.endpoints.getPublicConfig.useQueryState().data;
  const waitForHome = pathname !== undefined && HOME_PATHS.has(pathname) && !cached;
  return useGetPublicConfigQuery(undefined, { skip: waitForHome }).data ?? cached;
}

/** A number setting, or `fallback` until the settings arrive (or when it is not set). */
export function usePublicNumber(key: string, fallback: number): number {
  const data = usePublicSettings();
  const value = data?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A text setting, or `fallback`. */
export function usePublicText(key: string, fallback: string): string {
  const data = usePublicSettings();
  const value = data?.[key];
  return typeof value === 'string' ? value : fallback;
}

/**
 * The site's name in the reader's language as the back office sets it, or the bundled
 * name until the settings arrive (or while the setting is empty).
 */
export function useSiteName(): string {
  const { t, i18n } = useTranslation();
  const data = usePublicSettings();
  const key = PUBLIC_SETTING.siteName[isLanguage(i18n.language) ? i18n.language : 'zh-CN'];
  const value = data?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : t('common:appName');
}
