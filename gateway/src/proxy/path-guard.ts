/**
 * True when a raw request path is safe to match by prefix and forward: no dot
 * segments (raw or percent-encoded), no encoded slash or backslash inside a segment,
 * no malformed percent-encoding. Without this, `/public/..%2F..%2Fadmin/x` could match
 * a public prefix and reach an admin endpoint on an upstream that normalises paths.
 */
export function isSafePath(path: string): boolean {
  if (path.includes('\\')) return false;
  let start = 0;
  while (start <= path.length) {
    let end = path.indexOf('/', start);
    if (end < 0) end = path.length;
    const segment = path.slice(start, end);
    if (segment === '.' || segment === '..') return false;
    if (segment.includes('%')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return false;
      }
      if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\'))
        return false;
    }
    start = end + 1;
  }
  return true;
}
