import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { as, dropBucket, filesEnv, member, s3 } from './helpers';

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
 * Streams `size` bytes as a multipart upload of unknown length (chunked), 1 MB at a
 * time, and samples the server's RSS meanwhile. Resolves with the answer and the peak RSS.
 */
function streamUpload(port: number, pid: number, size: number, fields: Record<string, string>, type: string) {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 0x61);
  // An image scene needs PNG magic bytes to get past the type check and hit the size limit.
  if (type === 'image/png') Buffer.from('89504e470d0a1a0a', 'hex').copy(chunk);
  let peak = rssOf(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 25);
  return new Promise<{
    status: number;
    body: { code: number; message: string; data: { size?: number } };
    peak: number;
  }>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/home/member.File/upload',
      headers: { ...as(member('rss-member')), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    let answer: { status: number; text: string } | null = null;
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => (answer = { status: res.statusCode!, text }));
    });
    req.on('error', () => undefined);
    req.on('close', () => {
      const wait = setInterval(() => {
        if (!answer) return;
        clearInterval(wait);
        clearInterval(sampler);
        resolve({ status: answer.status, body: JSON.parse(answer.text), peak });
      }, 20);
      setTimeout(() => reject(new Error('no answer')), 30000).unref();
    });
    let sent = 0;
    const pump = () => {
      if (sent === 0) req.write(head);
      while (sent < size) {
        sent += MB;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

/** The acceptance check of streaming: a separate files process, measured through /proc. */
describe('upload memory', () => {
  let child: ChildProcess;
  let port: number;
  const env = filesEnv({ UPLOAD_FILE_MAX_MB: '256' });

  beforeAll(async () => {
    // The child runs the compiled service: bring dist up to date first.
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
    // Warm up (JIT, pools, first S3 connections) before the baseline.
    await streamUpload(port, child.pid!, 6 * MB, {}, 'application/octet-stream');
  }, 120000);

  afterAll(async () => {
    child?.kill('SIGTERM');
    await dropBucket(s3(), env.S3_BUCKET!);
  });

  it('streams a 200 MB upload to S3 while its RSS grows by less than 50 MB', async () => {
    const before = rssOf(child.pid!);
    const result = await streamUpload(port, child.pid!, 200 * MB, {}, 'application/octet-stream');
    expect(result.status).toBe(200);
    expect(result.body.data.size).toBe(200 * MB);
    const growth = (result.peak - before) / MB;
    console.log(
      `RSS before ${(before / MB).toFixed(1)} MB, peak ${(result.peak / MB).toFixed(1)} MB, growth ${growth.toFixed(1)} MB (200 MB stored)`,
    );
    expect(growth).toBeLessThan(50);
  }, 120000);

  it('stops a 200 MB image at 10 MB with 413 while its RSS grows by less than 50 MB', async () => {
    const before = rssOf(child.pid!);
    const result = await streamUpload(port, child.pid!, 200 * MB, { scene: 'image' }, 'image/png');
    expect(result.status).toBe(413);
    expect(result.body.message).toBe('上传文件大小不能超过 10MB!');
    const growth = (result.peak - before) / MB;
    console.log(
      `RSS before ${(before / MB).toFixed(1)} MB, peak ${(result.peak / MB).toFixed(1)} MB, growth ${growth.toFixed(1)} MB (rejected)`,
    );
    expect(growth).toBeLessThan(50);
  }, 120000);
});
