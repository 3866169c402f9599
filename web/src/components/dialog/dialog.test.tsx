import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test-utils/render';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('toggles full screen', async () => {
    renderWithProviders(
      <Dialog open title="编辑" onClose={() => {}}>
        内容
      </Dialog>,
    );
    expect(document.querySelector('.dialog-fullscreen')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(document.querySelector('.dialog-fullscreen')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(document.querySelector('.dialog-fullscreen')).toBeNull();
  });

  it('closes at once without unsaved edits', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <Dialog open title="编辑" onClose={onClose}>
        内容
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before closing with unsaved edits, and closes only on confirm', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <Dialog open dirty title="编辑" onClose={onClose}>
        内容
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(await screen.findByText('有未保存的修改，确定关闭吗？')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    const confirm = () => within(document.querySelector<HTMLElement>('.ant-modal-confirm')!);
    await userEvent.click(confirm().getByRole('button', { name: '取消' }));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    await screen.findByText('有未保存的修改，确定关闭吗？');
    await userEvent.click(confirm().getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
