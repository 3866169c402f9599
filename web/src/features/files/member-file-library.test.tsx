import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { MemberFileLibrary } from './member-file-library';

const GROUP_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const groups = [{ id: GROUP_ID, label: '产品图', show_order: 1 }];

function memberLibrary() {
  return stubFetch((path, body) => {
    if (path === '/basic.fileGroup/list') return envelope(groups);
    if (path === '/home/member.File/page') return envelope({ rows: [], total: 0, summary: null });
    return envelope(body ?? null);
  });
}

describe('MemberFileLibrary', () => {
  it('shows the library and its groups, without the demo uploaders', async () => {
    memberLibrary();
    renderWithProviders(<MemberFileLibrary />);
    expect(await screen.findByText('产品图', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('file-library')).toBeInTheDocument();
    expect(screen.queryByText('编辑图片')).not.toBeInTheDocument();
    expect(screen.queryByText('从文件库选择')).not.toBeInTheDocument();
    expect(screen.queryByTestId('logo-card')).not.toBeInTheDocument();
    expect(screen.queryByTestId('gallery-card')).not.toBeInTheDocument();
    // Moving and deleting files stay the back office's.
    expect(screen.queryByRole('button', { name: '移动到分组' })).not.toBeInTheDocument();
  });

  it('adds a group of the member’s own library', async () => {
    const calls = memberLibrary();
    renderWithProviders(<MemberFileLibrary />);
    await userEvent.click(await screen.findByRole('button', { name: /添加分组/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('分组名称'), '质检报告');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/home/member.FileGroup/add')?.body).toEqual({
        label: '质检报告',
        show_order: 0,
      }),
    );
    expect(calls.some((c) => c.path.startsWith('/admin/'))).toBe(false);
  });

  it('renames and deletes one of its groups', async () => {
    const calls = memberLibrary();
    renderWithProviders(<MemberFileLibrary />);
    await userEvent.click(await screen.findByRole('button', { name: '编辑分组' }, { timeout: 5000 }));
    const form = await screen.findByRole('dialog');
    const label = within(form).getByLabelText('分组名称');
    await userEvent.clear(label);
    await userEvent.type(label, '证书');
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/home/member.FileGroup/edit')?.body).toEqual({
        id: GROUP_ID,
        label: '证书',
        show_order: 1,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: '删除分组' }));
    const confirm = await screen.findByText('确定删除分组 产品图 吗？');
    await userEvent.click(
      within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '确定' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/home/member.FileGroup/del')?.body).toEqual({ id: GROUP_ID }),
    );
    expect(calls.some((c) => c.path.startsWith('/admin/'))).toBe(false);
  });
});
