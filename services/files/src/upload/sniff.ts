/** A type recognised from a file's first bytes. */
export interface Sniffed {
  mime: string;
  ext: string;
}

/** Bytes needed to recognise every signature below. */
export const SNIFF_BYTES = 16;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);

const SIGNATURES: Array<{ test: (head: Buffer) => boolean; type: Sniffed }> = [
  { test: (h) => startsWith(h, [0xff, 0xd8, 0xff]), type: { mime: 'image/jpeg', ext: 'jpg' } },
  {
    test: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    type: { mime: 'image/png', ext: 'png' },
  },
  {
    test: (h) =>
      h.subarray(0, 6).toString('latin1') === 'GIF87a' || h.subarray(0, 6).toString('latin1') === 'GIF89a',
    type: { mime: 'image/gif', ext: 'gif' },
  },
  {
    test: (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
    type: { mime: 'image/webp', ext: 'webp' },
  },
  { test: (h) => startsWith(h, [0x42, 0x4d]), type: { mime: 'image/bmp', ext: 'bmp' } },
  {
    test: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-',
    type: { mime: 'application/pdf', ext: 'pdf' },
  },
  { test: (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]), type: { mime: 'application/zip', ext: 'zip' } },
  { test: (h) => startsWith(h, [0x1f, 0x8b]), type: { mime: 'application/gzip', ext: 'gz' } },
  { test: (h) => startsWith(h, [0x4d, 0x5a]), type: { mime: 'application/x-msdownload', ext: 'exe' } },
  {
    test: (h) => startsWith(h, [0x7f, 0x45, 0x4c, 0x46]),
    type: { mime: 'application/x-executable', ext: 'elf' },
  },
];

/** The type the content's magic bytes announce, or null when unrecognised. */
export function sniff(head: Buffer): Sniffed | null {
  return SIGNATURES.find((s) => s.test(head))?.type ?? null;
}
