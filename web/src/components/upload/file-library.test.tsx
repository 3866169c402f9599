import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { FileLibrary } from './file-library';
import { FileLibraryPicker } from './file-library-picker';
import type { LibraryFile } from './file-library-api';

const file = (i: number): LibraryFile => ({
  id: `f${i}`,
  file_name: `photo-${i}.png`,
  fileName: `photo-${i}.png`,
  src: `/api/basic.file/view/2025/01/${i}`,
  ext: 'png',
  mime: 'image/png',
  size: 1000 + i,
  group_id: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const groups = [{ id: 'g1', label: '产品图', show_order: 1 }];

function library() {
  return stubFetch((path, body) => {
    if (path === '/basic.fileGroup/list') return envelope(groups);
    if (path === '/basic.file/page' || path === '/home/member.File/page')
      return envelope({ rows: [file(1), file(2), file(3)], total: 3, summary: null });
    return envelope(body ?? null);
  });
}

describe('FileLibrary', () => {
  it('pages 20 files for members, with the group tree, search and 80 in page mode', async () => {
    const calls = library();
    renderWithProviders(<FileLibrary audience="member" selection={[]} onSelectionChange={() => {}} />);
    expect(await screen.findByText('photo-1.png', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('全部')).toBeInTheDocument();
    expect(screen.getByText('未分组')).toBeInTheDocument();
    expect(screen.getByText('产品图')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/home/member.File/page')?.body).toMatchObject({
      pageNumber: 1,
      pageSize: 20,
    });
    await userEvent.type(screen.getByPlaceholderText('搜索文件名'), '主图{enter}');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/home/member.File/page').at(-1)?.body).toMatchObject({
        keyword: '主图',
      }),
    );
  });

  it('asks admins for 80 files a page in page mode, by GET', async () => {
    const calls = library();
    renderWithProviders(
      <FileLibrary audience="admin" mode="page" selection={[]} onSelectionChange={() => {}} />,
    );
    await screen.findByText('photo-1.png', {}, { timeout: 5000 });
    const url = new URL(calls.find((c) => c.path === '/basic.file/page')!.url);
    expect(url.searchParams.get('pageSize')).toBe('80');
  });

  it('warns 最多只能选择{max}项 past the selection maximum', async () => {
    library();
    const onSelectionChange = jest.fn();
    renderWithProviders(
      <FileLibrary
        audience="member"
        max={2}
        selection={[file(1), file(2)]}
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.click(await screen.findByTitle('photo-3.png', {}, { timeout: 5000 }));
    expect(await screen.findByText('最多只能选择2项')).toBeInTheDocument();
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('warns 请选择要移动的文件 when moving with nothing selected', async () => {
    const calls = library();
    renderWithProviders(<FileLibrary audience="admin" manage selection={[]} onSelectionChange={() => {}} />);
    await screen.findByText('photo-1.png', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '移动到分组' }));
    expect(await screen.findByText('请选择要移动的文件')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/admin/sys.file/remove')).toBe(false);
  });

  it('asks 确定删除分组 {label} 吗？ before deleting a group', async () => {
    const calls = library();
    renderWithProviders(<FileLibrary audience="admin" manage selection={[]} onSelectionChange={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: '删除分组' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除分组 产品图 吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/sys.fileGroup/del')?.body).toEqual({ id: 'g1' }),
    );
  });

  it('requires a group name when adding a group', async () => {
    const calls = library();
    renderWithProviders(<FileLibrary audience="admin" manage selection={[]} onSelectionChange={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: /添加分组/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入分组名称')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/admin/sys.fileGroup/add')).toBe(false);
  });
});

describe('FileLibraryPicker', () => {
  it('hands back fileName, size, src and the file id of the chosen files', async () => {
    library();
    const onConfirm = jest.fn();
    renderWithProviders(
      <FileLibraryPicker open audience="member" onClose={() => {}} onConfirm={onConfirm} />,
    );
    await userEvent.click(await screen.findByTitle('photo-2.png', {}, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith([
      { fileName: 'photo-2.png', size: 1002, src: '/api/basic.file/view/2025/01/2', id: 'f2' },
    ]);
  });
});
