import type { Identity, Lang } from '@trade/contracts';
import { galleryRefused } from '../errors';
import type { FileResolver } from '@trade/service-kit';

/** A product gallery as stored: file ids and their display URLs, in the same order. */
export interface Gallery {
  ids: string[];
  images: string[];
}

/** §5: the image types a gallery may show (those the image uploader accepts). */
export const GALLERY_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif'];
const FILE_ID = /^[0-9a-f]{24}$/;
const URL_LIKE = /^(\/|https?:\/\/)/;

/**
 * The gallery of a stored product. Items posted before galleries were file ids kept
 * their image URLs in `gallery`: they show those and have no ids.
 */
export function galleryOf(doc: { gallery?: string[] | null; images?: string[] | null }): Gallery {
  const ids = doc.gallery ?? [];
  const images = doc.images ?? [];
  if (images.length === ids.length) return { ids, images };
  return { ids: [], images: ids.filter((entry) => URL_LIKE.test(entry)) };
}

/**
 * Turns the file ids a member posts as a gallery into ids + display URLs, asking the
 * files service that each is a live jpeg, png or gif of that member. Admin-library files
 * are refused like anyone else's: the files service keeps them to the back office (a
 * member can neither list nor pick them). Ids the product already shows keep their
 * stored URL without asking again, so a file deleted later never blocks an edit of
 * the other fields; the product keeps showing what it showed. `alsoOf` widens the check
 * to a second library: the back office's, when an admin saves on a member's behalf.
 */
export class GalleryCheck {
  constructor(private readonly files: FileResolver) {}

  async resolve(
    caller: Identity,
    ids: string[],
    lang: Lang,
    options: { kept?: Gallery; requestId?: string; alsoOf?: Identity } = {},
  ): Promise<Gallery> {
    const kept = new Map<string, string>();
    const { ids: keptIds, images: keptImages } = options.kept ?? { ids: [], images: [] };
    keptIds.forEach((id, i) => kept.set(id, keptImages[i]!));
    const asked = [...new Set(ids.filter((id) => !kept.has(id)))];
    if (asked.some((id) => !FILE_ID.test(id))) throw galleryRefused('GALLERY_NOT_FOUND', lang);
    const found = new Map(
      (await this.files.resolve(caller, asked, options.requestId)).map((file) => [file.id, file]),
    );
    // An admin saving for a member may also show images of the back-office library.
    const missing = asked.filter((id) => !found.has(id));
    if (options.alsoOf && missing.length > 0)
      for (const file of await this.files.resolve(options.alsoOf, missing, options.requestId))
        found.set(file.id, file);
    for (const id of asked) {
      const file = found.get(id);
      if (!file) throw galleryRefused('GALLERY_NOT_FOUND', lang);
      if (!GALLERY_TYPES.includes(file.mime))
        throw galleryRefused('GALLERY_NOT_IMAGE', lang, { type: file.mime });
    }
    return { ids, images: ids.map((id) => kept.get(id) ?? found.get(id)!.src) };
  }
}
