import { sniff } from './sniff';
import { cleanFileName, UploadPolicy } from './upload-policy';

const policy = new UploadPolicy({ imageMaxMb: 10, fileMaxMb: 30 });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const EXE = Buffer.from('MZ\x90\x00', 'latin1');

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { messageIn(lang: string): string }).messageIn('zh-cn');
  }
  return null;
};

describe('magic bytes', () => {
  it('recognises jpeg, png and gif, and an executable', () => {
    expect(sniff(JPEG)?.mime).toBe('image/jpeg');
    expect(sniff(PNG)?.mime).toBe('image/png');
    expect(sniff(GIF)?.mime).toBe('image/gif');
    expect(sniff(EXE)?.mime).toBe('application/x-msdownload');
    expect(sniff(Buffer.from('hello'))).toBeNull();
  });
});

describe('upload policy (§5)', () => {
  it('accepts an image scene only when declared type and bytes are the same jpeg, png or gif', () => {
    expect(policy.accept('image', 'image/png', sniff(PNG), 'a.PNG')).toEqual({
      mime: 'image/png',
      ext: 'png',
    });
    expect(policy.accept('image', 'image/gif', sniff(GIF), 'x')).toEqual({ mime: 'image/gif', ext: 'gif' });
    expect(messageOf(() => policy.accept('image', 'image/png', sniff(EXE), 'a.png'))).toBe(
      '选择的文件类型 application/x-msdownload 非图像类文件',
    );
    expect(messageOf(() => policy.accept('image', 'image/webp', sniff(PNG), 'a.webp'))).toBe(
      '选择的文件类型 image/webp 非图像类文件',
    );
    expect(messageOf(() => policy.accept('image', 'image/jpeg', sniff(PNG), 'a.jpg'))).toBe(
      '选择的文件类型 image/png 非图像类文件',
    );
  });

  it('lets the file scene keep unknown types but never trusts a declared image or active content', () => {
    expect(policy.accept('file', 'text/csv', null, 'a.csv')).toEqual({ mime: 'text/csv', ext: 'csv' });
    expect(policy.accept('file', 'text/html', null, 'a.html').mime).toBe('application/octet-stream');
    expect(policy.accept('file', 'image/svg+xml', null, 'a.svg').mime).toBe('application/octet-stream');
    expect(messageOf(() => policy.accept('file', 'image/png', sniff(EXE), 'a.png'))).toBe(
      '选择的文件类型 application/x-msdownload 非图像类文件',
    );
  });

  it('has a size limit per scene with the §5 message', () => {
    expect(policy.maxBytes('image')).toBe(10 * 1024 * 1024);
    expect(policy.maxBytes('file')).toBe(30 * 1024 * 1024);
    expect(policy.tooLarge('image').messageIn('zh-cn')).toBe('上传文件大小不能超过 10MB!');
    expect(policy.tooLarge('file').messageIn('ru')).toBe(
      'Размер загружаемого файла не может превышать 30 МБ!',
    );
  });

  it('keeps a clean file name without its path', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\a\\报价\u0000单.xlsx')).toBe('报价单.xlsx');
    expect(cleanFileName('')).toBe('file');
  });
});
