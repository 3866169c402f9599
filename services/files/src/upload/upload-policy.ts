import { failFiles } from '../errors';
import type { Sniffed } from './sniff';

/** §7: `scene=image` uploads are images; everything else is a plain file. */
export type Scene = 'image' | 'file';

/** §5: the only types an image scene accepts. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
const isImageType = (mime: string) => (IMAGE_TYPES as readonly string[]).includes(mime);

/** Types a browser could run if served inline; they are never trusted as declared. */
const ACTIVE_TYPES =
  /^(text\/html|application\/xhtml|image\/svg|text\/xml|application\/xml|application\/javascript|text\/javascript)/i;

export interface UploadLimits {
  imageMaxMb: number;
  fileMaxMb: number;
}

/** What the stored object will be: its content type and extension. */
export interface Accepted {
  mime: string;
  ext: string;
}

/** Size limits per scene and the type rules of §5, as pure functions. */
export class UploadPolicy {
  constructor(private readonly limits: UploadLimits) {}

  maxMb(scene: Scene): number {
    return scene === 'image' ? this.limits.imageMaxMb : this.limits.fileMaxMb;
  }

  maxBytes(scene: Scene): number {
    return this.maxMb(scene) * 1024 * 1024;
  }

  /** The largest limit of any scene: the multipart parser's own ceiling. */
  get ceilingBytes(): number {
    return Math.max(this.maxBytes('image'), this.maxBytes('file'));
  }

  tooLarge(scene: Scene) {
    return failFiles('FILE_TOO_LARGE', { n: this.maxMb(scene) });
  }

  /**
   * Checks the declared type against the magic bytes. An image scene needs both to say
   * jpeg, png or gif (and to agree); a declared image elsewhere must really be one too.
   */
  accept(scene: Scene, declared: string, sniffed: Sniffed | null, fileName: string): Accepted {
    const declaredType = normaliseType(declared);
    const shown = sniffed?.mime ?? (declaredType || 'application/octet-stream');
    if (scene === 'image') {
      if (
        !isImageType(declaredType) ||
        !sniffed ||
        !isImageType(sniffed.mime) ||
        declaredType !== sniffed.mime
      )
        throw failFiles('FILE_NOT_IMAGE', {
          type: isImageType(declaredType) ? shown : declaredType || shown,
        });
      return { mime: sniffed.mime, ext: sniffed.ext };
    }
    if (declaredType.startsWith('image/') && !ACTIVE_TYPES.test(declaredType)) {
      if (!sniffed || !sniffed.mime.startsWith('image/')) throw failFiles('FILE_NOT_IMAGE', { type: shown });
    }
    if (sniffed)
      return {
        mime: sniffed.mime === 'application/zip' ? zipType(fileName) : sniffed.mime,
        ext: sniffed.ext === 'zip' ? extOf(fileName) || 'zip' : sniffed.ext,
      };
    // Unrecognised content keeps a harmless declared type; active ones become opaque bytes.
    const mime = declaredType && !ACTIVE_TYPES.test(declaredType) ? declaredType : 'application/octet-stream';
    return { mime, ext: extOf(fileName) };
  }
}

function normaliseType(value: string): string {
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}

/** The extension of a user's file name, lower-case letters and digits only (metadata, never a key). */
export function extOf(fileName: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(fileName);
  return match ? match[1]!.toLowerCase() : '';
}

/** Office documents are zip files; keep their real type for downloads. */
function zipType(fileName: string): string {
  const types: Record<string, string> = {
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  };
  return types[extOf(fileName)] ?? 'application/zip';
}

/** A user file name made safe to keep: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}
