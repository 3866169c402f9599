import type { Identity, ResolvedFile } from '@trade/contracts';
import { AppError } from '@trade/service-kit';
import { HttpFileResolver, type FileResolver } from '@trade/service-kit';
import { GalleryCheck, galleryOf } from './gallery';

const alice: Identity = { sub: 'acc-a', kind: 'member', roles: ['member'], perms: [], memberId: 'member-a' };
const id = (n: number) => String(n).padStart(24, '0');
const png = (n: number): ResolvedFile => ({
  id: id(n),
  src: `/api/basic.file/view/2026/11/${n}`,
  mime: 'image/png',
  fileName: `${n}.png`,
});

/** A files service that knows these files of the caller and records what it was asked. */
function fakeFiles(known: ResolvedFile[]) {
  const asked: string[][] = [];
  const files: FileResolver = {
    resolve: async (_caller, ids) => {
      asked.push(ids);
      return known.filter((file) => ids.includes(file.id));
    },
  };
  return { files, asked };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('GalleryCheck', () => {
  it('answers the ids in the order posted, each with its display URL', async () => {
    const { files } = fakeFiles([png(1), png(2)]);
    const gallery = await new GalleryCheck(files).resolve(alice, [id(2), id(1)], 'zh-cn');
    expect(gallery).toEqual({ ids: [id(2), id(1)], images: [png(2).src, png(1).src] });
  });

  it('refuses an id the files service does not answer, naming gallery in the request language', async () => {
    const { files } = fakeFiles([png(1)]);
    const error = await refusal(new GalleryCheck(files).resolve(alice, [id(1), id(9)], 'en'));
    expect(error.status).toBe(400);
    expect(error.messageIn('en')).toBe('The image does not exist or was deleted, please upload it again');
    expect(error.fields).toEqual([
      { field: 'gallery', message: 'The image does not exist or was deleted, please upload it again' },
    ]);
  });

  it('refuses a file that is not a jpeg, png or gif with the §5 message', async () => {
    const { files } = fakeFiles([{ ...png(3), mime: 'image/webp' }]);
    const error = await refusal(new GalleryCheck(files).resolve(alice, [id(3)], 'zh-cn'));
    expect(error.messageIn('zh-cn')).toBe('选择的文件类型 image/webp 非图像类文件');
    expect(error.fields).toEqual([{ field: 'gallery', message: '选择的文件类型 image/webp 非图像类文件' }]);
  });

  it('refuses what cannot be a file id without asking the files service', async () => {
    const { files, asked } = fakeFiles([]);
    await refusal(new GalleryCheck(files).resolve(alice, ['/favicon.svg'], 'ru'));
    expect(asked).toEqual([]);
  });

  it('keeps the URLs of ids the product already has without asking again (even if deleted since)', async () => {
    const { files, asked } = fakeFiles([png(2)]);
    const kept = { ids: [id(1)], images: ['/api/basic.file/view/old'] };
    const gallery = await new GalleryCheck(files).resolve(alice, [id(1), id(2)], 'zh-cn', { kept });
    expect(gallery).toEqual({ ids: [id(1), id(2)], images: ['/api/basic.file/view/old', png(2).src] });
    expect(asked).toEqual([[id(2)]]);
  });
});

describe('galleryOf', () => {
  it('reads ids with their URLs, and the URLs of items posted before galleries were ids', () => {
    expect(galleryOf({ gallery: [id(1)], images: ['/a.png'] })).toEqual({ ids: [id(1)], images: ['/a.png'] });
    expect(galleryOf({ gallery: ['/api/basic.file/view/x.jpg', 'https://cdn/y.jpg'] })).toEqual({
      ids: [],
      images: ['/api/basic.file/view/x.jpg', 'https://cdn/y.jpg'],
    });
    expect(galleryOf({})).toEqual({ ids: [], images: [] });
  });
});

describe('HttpFileResolver', () => {
  it('answers 503 when the files service cannot be reached, so nothing is stored', async () => {
    const resolver = new HttpFileResolver({
      baseUrl: 'http://127.0.0.1:9',
      internalSecret: 'test-internal-secret-0123456789',
      timeoutMs: 2000,
    });
    const error = await refusal(resolver.resolve(alice, [id(1)]));
    expect([error.status, error.id]).toEqual([503, 'SERVICE_UNAVAILABLE']);
  });

  it('asks nothing for an empty gallery', async () => {
    const resolver = new HttpFileResolver({
      baseUrl: 'http://127.0.0.1:9',
      internalSecret: 'x'.repeat(16),
      timeoutMs: 100,
    });
    await expect(resolver.resolve(alice, [])).resolves.toEqual([]);
  });
});
