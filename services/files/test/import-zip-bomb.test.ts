import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { as, dropBucket, filesEnv, member, multipart, s3 } from './helpers';
import { zipBomb } from './zip-bomb';

const root = path.resolve(__dirname, '../../..');
const MB = 1024 * 1024;

const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line![1]) * 1024;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * An .xlsx is a zip archive, and ExcelJS unpacks all of it before the row limit is
 * looked at. A zip bomb under the 5 MB upload limit must get a 400 while the files
 * process (a child of its own, measured through /proc) stays small and keeps answering.
 */
describe('import of an .xlsx zip bomb', () => {
  let child: ChildProcess;
  let port: number;
  const env = filesEnv();

  beforeAll(async () => {
    execFileSync('npx', ['tsc', '-b', 'services/files'], { cwd: root, stdio: 'inherit' });
    port = await freePort();
    child = spawn(process.execPath, ['services/files/dist/main.js'], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30000;
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (ready?.ok) break;
      if (Date.now() > deadline) throw new Error('the files process did not become ready');
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 120000);

  afterAll(async () => {
    child?.kill('SIGTERM');
    await dropBucket(s3(), env.S3_BUCKET!);
  });

  /** Posts `xlsx` to /basic.file/import as a member, sampling the process's RSS meanwhile. */
  async function importWhileSampling(xlsx: Buffer, lang = 'zh-cn') {
    const pid = child.pid!;
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
    try {
      const form = await multipart({}, { name: 'files.xlsx', type: 'application/octet-stream', data: xlsx });
      const res = await fetch(`http://127.0.0.1:${port}/basic.file/import`, {
        method: 'POST',
        headers: { ...as(member('bomb-member')), ...form.headers, lang },
        body: new Uint8Array(form.payload),
      });
      return {
        status: res.status,
        body: (await res.json()) as { message: string },
        growth: (peak - before) / MB,
      };
    } finally {
      clearInterval(sampler);
    }
  }

  async function stillAnswers() {
    const res = await fetch(`http://127.0.0.1:${port}/basic.file/page`, {
      headers: as(member('bomb-member')),
    });
    expect(res.status).toBe(200);
    expect(child.exitCode).toBeNull();
  }

  it('refuses a workbook whose parts declare 600 MB unpacked, before inflating it', async () => {
    const bomb = await zipBomb([
      { name: '[Content_Types].xml', size: 1024 },
      { name: 'xl/worksheets/sheet1.xml', size: 300 * MB },
      { name: 'xl/worksheets/sheet2.xml', size: 300 * MB },
    ]);
    expect(bomb.length).toBeLessThan(5 * MB);
    const result = await importWhileSampling(bomb);
    console.log(
      `zip bomb of ${(bomb.length / MB).toFixed(1)} MB (600 MB declared): RSS growth ${result.growth.toFixed(1)} MB`,
    );
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('导入文件格式错误：> 25 MB unpacked');
    expect(result.growth).toBeLessThan(60);
    await stillAnswers();
  }, 120000);

  it('stops inflating a workbook that lies about its sizes at the first byte past them', async () => {
    const bomb = await zipBomb([
      { name: '[Content_Types].xml', size: 1024 },
      { name: 'xl/worksheets/sheet1.xml', size: 300 * MB, declaredSize: 4096 },
    ]);
    expect(bomb.length).toBeLessThan(5 * MB);
    const result = await importWhileSampling(bomb, 'en');
    console.log(
      `lying zip bomb of ${(bomb.length / MB).toFixed(1)} MB (300 MB, 4 KB declared): RSS growth ${result.growth.toFixed(1)} MB`,
    );
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('The import file is invalid: xlsx');
    expect(result.growth).toBeLessThan(60);
    await stillAnswers();
  }, 120000);
});
