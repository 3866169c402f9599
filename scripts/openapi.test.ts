import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '..');
const run = promisify(execFile);

/** Runs the generator's check against the documents in `dir`; answers its exit code and output. */
async function checkAgainst(dir: string) {
  try {
    const { stdout } = await run('node', ['scripts/openapi.mjs', '--check', '--from', dir], { cwd: root });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the web API types generated from the OpenAPI documents', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    cpSync(path.join(root, 'docs/openapi'), dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are what the committed documents generate', async () => {
    const result = await checkAgainst(dir);
    expect(result.output).toContain('up to date');
    expect(result.code).toBe(0);
  });

  it('are reported stale when a service changes a response schema', async () => {
    const file = path.join(dir, 'catalog.json');
    const document = JSON.parse(readFileSync(file, 'utf8'));
    const product =
      document.paths['/product/detail'].post.responses['200'].content['application/json'].schema.properties
        .data;
    // The public product gains a field the committed types do not have.
    product.properties.certified = { type: 'boolean' };
    product.required.push('certified');
    writeFileSync(file, JSON.stringify(document));

    const result = await checkAgainst(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain('out of date: web/src/lib/api/generated/catalog.ts');
    expect(result.output).not.toContain('generated/files.ts');
  });
});
