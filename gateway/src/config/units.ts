/** Parsers for the human-friendly values operators write in env variables and routes.yaml. */

const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1024,
  k: 1024,
  mb: 1024 ** 2,
  m: 1024 ** 2,
  gb: 1024 ** 3,
  g: 1024 ** 3,
};
const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, min: 60_000, h: 3_600_000 };

/** `1048576`, `512kb`, `1 MB`, `35mb` → bytes (binary units); null when unreadable. */
export function parseSize(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  if (!match) return null;
  const unit = SIZE_UNITS[(match[2] || 'b').toLowerCase()];
  const bytes = unit === undefined ? NaN : Math.floor(Number(match[1]) * unit);
  return bytes > 0 ? bytes : null;
}

/** `60000` (ms), `500ms`, `30s`, `1m`, `1h` → milliseconds; null when unreadable. */
export function parseDuration(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  if (!match) return null;
  const unit = DURATION_UNITS[(match[2] || 'ms').toLowerCase()];
  const ms = unit === undefined ? NaN : Math.floor(Number(match[1]) * unit);
  return ms > 0 ? ms : null;
}

/** A positive integer written as a number or a decimal string; null otherwise. */
export function parsePositiveInt(value: string | number): number | null {
  const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
