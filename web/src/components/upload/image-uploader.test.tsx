import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { localStore } from '@/lib/storage';
import { FakeXhr } from './fake-xhr';
import { ImageUploader } from './image-uploader';

// The test environment's FormData is Node's, so files must be Node's too.
const png = (name = 'logo.png', size = 2048) => {
  const file = new NodeFile([new Uint8Array(16)], name, { type: 'image/png' }) as unknown as File;
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const ok = (src: string) => ({
  code: 200,
  message: '操作成功',
  data: { id: '1', src, fileName: 'logo.png' },
});
const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  FakeXhr.install();
  // jsdom has no object URLs; antd asks for one to preview a chosen image.
  (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:preview';
  localStore.set('accessToken', 'tok', 3600);
});

describe('ImageUploader', () => {
  it('goes from empty to uploading with a percentage to success, sending scene=image with the session headers', async () => {
    const onChange = jest.fn();
    renderWithProviders(<ImageUploader library={false} onChange={onChange} />);
    expect(screen.getByText('上传')).toBeInTheDocument();
    await user().upload(input(), png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('http://localhost/api/home/member.File/upload');
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer tok', lang: 'zh-cn' });
    expect(xhr.body!.get('scene')).toBe('image');
    expect((xhr.body!.get('file') as File).name).toBe('logo.png');

    act(() => xhr.progress(42));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(document.querySelector('.ant-upload-list-item-uploading')).not.toBeNull();

    act(() => xhr.answer(200, ok('/api/basic.file/view/2025/01/a')));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        [{ name: 'logo.png', url: '/api/basic.file/view/2025/01/a', id: '1' }],
        '/api/basic.file/view/2025/01/a',
      ),
    );
    expect(document.querySelector('.ant-upload-list-item-done img')).toHaveAttribute(
      'src',
      '/api/basic.file/view/2025/01/a',
    );
  });

  it('refuses a file that is not jpeg, png or gif with the §5 message and sends nothing', async () => {
    renderWithProviders(<ImageUploader library={false} />);
    await user().upload(
      input(),
      new NodeFile(['%PDF'], 'spec.pdf', { type: 'application/pdf' }) as unknown as File,
    );
    expect(await screen.findByText('选择的文件类型 application/pdf 非图像类文件')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(document.querySelector('.ant-upload-list-item')).toBeNull();
  });

  it('refuses a file over the size limit with the §5 message', async () => {
    renderWithProviders(<ImageUploader library={false} maxSize={10} />);
    await user().upload(input(), png('big.png', 11 * 1024 * 1024));
    expect(await screen.findByText('上传文件大小不能超过 10MB!')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("takes its default size limit from the platform's settings (/home/Basic/getConfig)", async () => {
    const calls = stubFetch((path) =>
      path === '/home/Basic/getConfig' ? envelope({ 'upload.imageMaxSizeMb': 2 }) : envelope(null),
    );
    renderWithProviders(<ImageUploader library={false} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/home/Basic/getConfig')).toBe(true));
    await user().upload(input(), png('three-mb.png', 3 * 1024 * 1024));
    expect(await screen.findByText('上传文件大小不能超过 2MB!')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('warns when a choice goes over the limit of 9 and uploads none of it', async () => {
    const value = Array.from({ length: 8 }, (_, i) => `/api/basic.file/view/2025/01/${i}`).join(',');
    renderWithProviders(<ImageUploader library={false} value={value} />);
    await user().upload(input(), [png('a.png'), png('b.png')]);
    expect(await screen.findByText('当前设置最多上传 9 个文件，请移除后上传!')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('allows 20 images in the multi-text variant and keeps title, desc and link per image', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <ImageUploader
        library={false}
        variant="multiText"
        value={[{ name: 'a.png', url: '/a.png' }]}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByPlaceholderText('标题'), { target: { value: '主图' } });
    expect(onChange).toHaveBeenLastCalledWith(
      [{ name: 'a.png', url: '/a.png', title: '主图', desc: '', link: '' }],
      '/a.png',
    );
    const images = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `${i}.png`, url: `/${i}.png` }));
    const nineteen = renderWithProviders(
      <ImageUploader library={false} variant="multiText" value={images(19)} />,
    );
    expect(within(nineteen.container).getByText('上传')).toBeInTheDocument();
    nineteen.unmount();
    const twenty = renderWithProviders(
      <ImageUploader library={false} variant="multiText" value={images(20)} />,
    );
    expect(within(twenty.container).queryByText('上传')).toBeNull();
  });

  it('notifies 上传文件未成功 with the server message and clears the selection', async () => {
    renderWithProviders(<ImageUploader library={false} />);
    await user().upload(input(), png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.answer(415, {
        code: 415,
        message: '选择的文件类型 application/x-msdownload 非图像类文件',
      }),
    );
    const notice = await screen.findByText('上传文件未成功');
    expect(notice).toBeInTheDocument();
    expect(screen.getByText('选择的文件类型 application/x-msdownload 非图像类文件')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item')).toBeNull());
  });

  it('notifies 未知错误 when a failure carries no message', async () => {
    renderWithProviders(<ImageUploader library={false} />);
    await user().upload(input(), png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.answer(500, {}));
    expect(await screen.findByText('未知错误')).toBeInTheDocument();
  });

  it('asks 是否移除 {name} ? before removing an image, then clears the value', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <ImageUploader library={false} value={[{ name: 'logo.png', url: '/logo.png' }]} onChange={onChange} />,
    );
    await userEvent.click(screen.getByTitle('删除文件'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('是否移除 logo.png ?')[0]).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([], ''));
  });

  it('keeps one image in the single uploader: a new choice replaces the old one', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <ImageUploader library={false} variant="single" value="/old.png" onChange={onChange} />,
    );
    await user().upload(input(), png('new.png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.answer(200, ok('/new.png')));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([{ name: 'logo.png', url: '/new.png', id: '1' }], '/new.png'),
    );
    expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(1);
  });

  it('carries the file id of an upload, of a library choice and of the value it was given', async () => {
    stubFetch((path) =>
      path === '/home/member.File/page'
        ? envelope({
            rows: [
              {
                id: 'lib-7',
                file_name: 'soy.png',
                fileName: 'soy.png',
                src: '/api/basic.file/view/2025/01/soy',
                ext: 'png',
                mime: 'image/png',
                size: 1200,
                group_id: null,
              },
            ],
            total: 1,
            summary: null,
          })
        : envelope([]),
    );
    const onChange = jest.fn();
    renderWithProviders(
      <ImageUploader value={[{ name: 'old.png', url: '/old.png', id: 'old-1' }]} onChange={onChange} />,
    );
    await user().upload(input(), png('new.png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.answer(200, { code: 200, message: '操作成功', data: { id: 'up-2', src: '/new.png' } }),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        [
          { name: 'old.png', url: '/old.png', id: 'old-1' },
          { name: 'new.png', url: '/new.png', id: 'up-2' },
        ],
        '/old.png,/new.png',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: /从文件库选择/ }));
    await userEvent.click(await screen.findByTitle('soy.png', {}, { timeout: 5000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0]).toEqual([
        { name: 'old.png', url: '/old.png', id: 'old-1' },
        { name: 'new.png', url: '/new.png', id: 'up-2' },
        { name: 'soy.png', url: '/api/basic.file/view/2025/01/soy', id: 'lib-7' },
      ]),
    );
  });

  it('uses the configured size, 148×148 by default', () => {
    const { container } = renderWithProviders(<ImageUploader library={false} />);
    const root = container.querySelector('[data-testid=image-uploader]') as HTMLElement;
    expect(root.style.getPropertyValue('--upload-width')).toBe('148px');
    expect(root.style.getPropertyValue('--upload-height')).toBe('148px');
  });
});
