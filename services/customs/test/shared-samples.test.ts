import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PROJECT_SAMPLES = path.join(__dirname, 'ceb-samples');
/**
 * The reference samples' names and digests (`sha256sum *.xml` in shared/data/ceb/samples,
 * which lies outside the repository): a new or changed reference sample is added there.
 */
const MANIFEST = path.join(__dirname, 'shared-samples.sha256');

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** The manifest's `<sha256>  <name>` lines, by name. */
function manifest(): Map<string, string> {
  const entries = readFileSync(MANIFEST, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
      if (!match) throw new Error(`${MANIFEST}: not a sha256sum line: ${line}`);
      return [match[2]!, match[1]!] as const;
    });
  return new Map(entries);
}

describe('the project’s copy of the reference CEB samples', () => {
  it('holds a byte-identical copy of every reference sample', () => {
    const expected = manifest();
    expect(expected.size).toBeGreaterThan(0);
    const copies = new Set(readdirSync(PROJECT_SAMPLES));
    for (const [name, digest] of expected) {
      expect({ name, present: copies.has(name) }).toEqual({ name, present: true });
      expect({ name, sha256: sha256(path.join(PROJECT_SAMPLES, name)) }).toEqual({ name, sha256: digest });
    }
  });
});
