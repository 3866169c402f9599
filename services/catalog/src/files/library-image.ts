import type { Identity } from '@trade/contracts';
import { invalidField } from '../errors';
import type { FileResolver } from './file-resolver';

/**
 * The display URL of an image of the back office's file library (a brand's logo, an
 * article's cover, a banner), checked with the files service; a refusal names `field`.
 */
export async function libraryImageUrl(
  files: FileResolver,
  admin: Identity,
  field: string,
  fileId: string,
): Promise<string> {
  if (!/^[0-9a-f]{24}$/.test(fileId)) throw invalidField(field, 'not a file of the library');
  const [file] = await files.resolve(admin, [fileId]);
  if (!file) throw invalidField(field, 'not a file of the library');
  if (!file.mime.startsWith('image/')) throw invalidField(field, 'not an image');
  return file.src;
}
