import type { TFunction } from 'i18next';
import { readUploadAnswer, uploadHeaders, uploadUrl } from './upload-rules';

/** One uploaded image: the files service's id (what the APIs store) and its display url. */
export interface GalleryImage {
  id: string;
  url: string;
  name?: string;
}

/** An upload the files service did not accept; the message is the one to show (§8). */
export class GalleryUploadError extends Error {}

/**
 * Posts one file to the member's library the way the desktop uploader does: multipart with
 * the scene (`image` for pictures, `file` for documents) before the file, the Bearer and
 * language headers, and the §3 answer read by the shared rules. Resolves to the file's id and url.
 */
export async function uploadMemberFile(
  file: File,
  t: TFunction,
  scene: 'image' | 'file',
): Promise<GalleryImage> {
  const body = new FormData();
  body.append('scene', scene);
  body.append('file', file);
  let answer: unknown = null;
  try {
    const res = await fetch(uploadUrl('member'), { method: 'POST', headers: uploadHeaders(), body });
    answer = await res.json().catch(() => null);
  } catch {
    throw new GalleryUploadError(t('common:upload.unknownError'));
  }
  const read = readUploadAnswer(answer, t);
  if ('error' in read) throw new GalleryUploadError(read.error);
  // The APIs store file ids: an answer without one cannot be used.
  if (!read.id) throw new GalleryUploadError(t('common:upload.unknownError'));
  return { id: read.id, url: read.src, name: read.name || file.name };
}

/** One image of a gallery, a logo or a licence. */
export const uploadGalleryImage = (file: File, t: TFunction) => uploadMemberFile(file, t, 'image');
