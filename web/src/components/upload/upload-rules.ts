import type { TFunction } from 'i18next';
import { API_BASE } from '@/lib/api/api-settings';
import { getAccessToken } from '@/lib/session';
import { languageHeader } from '@/i18n';
import type { FilesPaths, Reply } from '@/lib/api/contract';

/** §5: the only image types, and the default accept of the image uploader. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_ACCEPT = 'image/gif,image/jpeg,image/png';
/** §5/§9 image limits: 9 by default, 20 for the multi-text variant, 1 for the single uploader. */
export const IMAGE_LIMIT = { default: 9, multiText: 20, single: 1 } as const;
/** §5: the uploader's default maximum size (the server's image scene limit). */
export const DEFAULT_MAX_MB = 10;
/** §9: default uploader size. */
export const DEFAULT_SIZE = 148;
/** §9: file library page sizes and selection maximum. */
export const LIBRARY_PAGE_SIZE = { select: 20, page: 80 } as const;
export const LIBRARY_MAX_SELECT = 99;

/** Who is browsing: members see their own files, admins the back-office library. */
export type Audience = 'member' | 'admin';

export const uploadUrl = (audience: Audience) =>
  `${API_BASE}${audience === 'admin' ? '/admin/sys.file/upload' : '/home/member.File/upload'}`;

/** The Bearer and language headers every call carries (§7), for antd Upload's own XHR. */
export function uploadHeaders(): Record<string, string> {
  const token = getAccessToken();
  return { lang: languageHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/** The §5 message for a file the image uploader must refuse, or null when it may go up. */
export function imageProblem(
  file: { type: string; size: number },
  maxMb: number,
  t: TFunction,
): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return t('common:upload.notImage', { type: file.type || '?' });
  if (file.size > maxMb * 1024 * 1024) return t('common:upload.tooLarge', { n: maxMb });
  return null;
}

/** One image of the value (§3 "Image list value"); the multi-text variant adds title, desc and link. */
export interface ImageItem {
  name: string;
  url: string;
  /** The files service's id of the image, when known (an upload answer or a library choice). */
  id?: string;
  title?: string;
  desc?: string;
  link?: string;
}
export type ImageValue = string | string[] | ImageItem[] | null | undefined;

/** Reads comma-separated urls, an array of urls, or an array of {name, url}. */
export function toImageItems(value: ImageValue): ImageItem[] {
  if (!value) return [];
  const list = typeof value === 'string' ? value.split(',').filter(Boolean) : value;
  return list.map((entry) =>
    typeof entry === 'string' ? { name: entry.split('/').pop() ?? entry, url: entry } : entry,
  );
}

type UploadReply = Reply<FilesPaths, '/admin/sys.file/upload'>;
/** What an upload answer may carry: the stored file on success, an error envelope otherwise. */
export type UploadAnswer = Partial<Omit<UploadReply, 'data'>> & {
  data?: Partial<UploadReply['data']> | null;
};

/** The uploaded file's src and id, or the error text to show (§8: the server message, or unknown error). */
export function readUploadAnswer(
  body: unknown,
  t: TFunction,
): { src: string; name: string; id?: string } | { error: string } {
  const answer = (body ?? {}) as UploadAnswer;
  if (answer.code === 200 && answer.data?.src)
    return {
      src: answer.data.src,
      name: answer.data.fileName ?? answer.data.file_name ?? '',
      ...(answer.data.id ? { id: answer.data.id } : {}),
    };
  return { error: answer.message || t('common:upload.unknownError') };
}
