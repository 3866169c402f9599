import { Readable } from 'node:stream';
import type { ObjectStore } from '../storage/object-store';
import { ingest } from './ingest';
import { UploadPolicy } from './upload-policy';

/** An in-memory object store that records what reached it. */
function fakeStore() {
  const objects = new Map<string, Buffer>();
  const calls: string[] = [];
  const store = {
    bucket: 'fake',
    async putBuffer(key: string, body: Buffer) {
      calls.push(`putBuffer ${key}`);
      objects.set(key, body);
      return { etag: 'e' };
    },
    async putStream(key: string, body: Readable) {
      calls.push(`putStream ${key}`);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      objects.set(key, Buffer.concat(chunks));
      return { etag: 'e' };
    },
    async discard(key: string) {
      calls.push(`discard ${key}`);
      objects.delete(key);
    },
  } as unknown as ObjectStore;
  return { store, objects, calls };
}

const MB = 1024 * 1024;
const png = (size: number) => {
  const data = Buffer.alloc(size, 1);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(data);
  return data;
};
/** A source yielding `data` in 64 KB chunks, counting what was read from it. */
const source = (data: Buffer) => {
  let read = 0;
  const stream = Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += 64 * 1024) {
        const chunk = data.subarray(i, i + 64 * 1024);
        read += chunk.length;
        yield chunk;
      }
    })(),
  );
  return { stream, read: () => read };
};
const policy = new UploadPolicy({ imageMaxMb: 1, fileMaxMb: 8 });

describe('ingest', () => {
  it('puts a small upload in one request', async () => {
    const { store, objects, calls } = fakeStore();
    const result = await ingest(store, policy, {
      key: 'k',
      scene: 'image',
      fileName: 'a.png',
      declaredType: 'image/png',
      source: source(png(1000)).stream,
    });
    expect(result).toMatchObject({ size: 1000, mime: 'image/png', ext: 'png' });
    expect(calls).toEqual(['putBuffer k']);
    expect(objects.get('k')).toHaveLength(1000);
  });

  it('streams a large upload in parts with every byte intact', async () => {
    const { store, objects, calls } = fakeStore();
    const data = png(7 * MB);
    await ingest(store, policy, {
      key: 'k',
      scene: 'file',
      fileName: 'a.bin',
      declaredType: '',
      source: source(data).stream,
    });
    expect(calls).toEqual(['putStream k']);
    expect(objects.get('k')!.equals(data)).toBe(true);
  });

  it('never writes a file whose magic bytes are wrong', async () => {
    const { store, calls } = fakeStore();
    const bad = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
    await expect(
      ingest(store, policy, {
        key: 'k',
        scene: 'image',
        fileName: 'a.png',
        declaredType: 'image/png',
        source: source(bad).stream,
      }),
    ).rejects.toMatchObject({ id: 'FILE_NOT_IMAGE' });
    expect(calls).toEqual([]);
  });

  it('stops at the limit without reading the whole body, and leaves nothing behind', async () => {
    const { store, objects, calls } = fakeStore();
    const big = source(png(20 * MB));
    await expect(
      ingest(store, policy, {
        key: 'k',
        scene: 'file',
        fileName: 'a.bin',
        declaredType: 'application/octet-stream',
        source: big.stream,
      }),
    ).rejects.toMatchObject({ id: 'FILE_TOO_LARGE', params: { n: 8 } });
    expect(calls).toEqual(['putStream k', 'discard k']);
    expect(objects.size).toBe(0);
  });
});
