import { thumbnail } from './thumbnail';

describe('thumbnail', () => {
  it("asks the files service for a library image's resized copy", () => {
    expect(thumbnail('/api/basic.file/view/2026/05/0f8fad5b-d9cb-469f-a165-70867728950e', 320)).toBe(
      '/api/basic.file/view/2026/05/0f8fad5b-d9cb-469f-a165-70867728950e?w=320',
    );
  });

  it('leaves other pictures as they are', () => {
    expect(thumbnail('https://cdn.example.com/a.png', 160)).toBe('https://cdn.example.com/a.png');
    expect(thumbnail('/api/basic.file/view/2026/05/x?w=640', 160)).toBe(
      '/api/basic.file/view/2026/05/x?w=640',
    );
    expect(thumbnail('', 160)).toBeUndefined();
    expect(thumbnail(null, 160)).toBeUndefined();
  });
});
