import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test-utils/render';
import { ReasonDialog } from './reason-dialog';

describe('ReasonDialog', () => {
  it('refuses a blank reason, then hands over the trimmed one and closes', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const onClose = jest.fn();
    renderWithProviders(
      <ReasonDialog
        title="驳回“HT-1”"
        label="驳回原因"
        requiredMessage="请输入驳回原因"
        okText="驳回"
        onSubmit={onSubmit}
        onClose={onClose}
      />,
    );
    await userEvent.type(screen.getByLabelText('驳回原因'), '   ');
    await userEvent.click(screen.getByRole('button', { name: /驳\s?回/ }));
    expect(await screen.findByText('请输入驳回原因')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('驳回原因'), ' 名称与代码不符 ');
    await userEvent.click(screen.getByRole('button', { name: /驳\s?回/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('名称与代码不符'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open when the request fails', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <ReasonDialog
        title="终止"
        label="终止原因"
        requiredMessage="请输入终止原因"
        okText="终止合同"
        onSubmit={() => Promise.reject(new Error('409'))}
        onClose={onClose}
      />,
    );
    await userEvent.type(screen.getByLabelText('终止原因'), '对方违约');
    await userEvent.click(screen.getByRole('button', { name: '终止合同' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(onClose).not.toHaveBeenCalled();
  });
});
