/** The widths the files service makes thumbnails in (services/files `THUMB_WIDTHS`). */
export type ThumbWidth = 160 | 320 | 640 | 1280;

const LIBRARY_VIEW = '/basic.file/view/';

/**
 * A list's picture at the width it is shown (device pixels: twice the CSS width covers
 * most phones): the files service's resized copy, WebP where the browser takes it.
 * Only library images have one; any other URL is returned as it is.
 */
export function thumbnail(src: string, width: ThumbWidth): string;
export function thumbnail(src: string | null | undefined, width: ThumbWidth): string | undefined;
export function thumbnail(src: string | null | undefined, width: ThumbWidth): string | undefined {
  if (!src) return undefined;
  if (!src.includes(LIBRARY_VIEW) || src.includes('?')) return src;
  return `${src}?w=${width}`;
}
