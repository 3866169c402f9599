import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { LazyOptionGroup } from './lazy-option-group';

describe('LazyOptionGroup', () => {
  it('loads nothing until first opened, then loads once from the configured API', async () => {
    const calls = stubFetch(() => envelope({ rows: [{ id: 1, name: '上海港' }], total: 1, summary: null }));
    renderWithProviders(
      <LazyOptionGroup
        query={{ url: '/home/port/list', params: { country: 'CN' } }}
        labelField="name"
        valueField="id"
      />,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByText('上海港')).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ path: '/home/port/list', body: { country: 'CN', pageSize: 1000 } }),
    ]);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('combobox'));
    expect(calls).toHaveLength(1);
  });

  it('sends the dictionary code as class_code when loading a dictionary', async () => {
    const calls = stubFetch(() => envelope([{ label: '箱', value: 'box' }]));
    renderWithProviders(<LazyOptionGroup query={{ classCode: 'unit' }} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByText('箱')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ class_code: 'unit', pageSize: 1000 });
  });

  it('never loads when options are given', async () => {
    const calls = stubFetch(() => envelope([]));
    renderWithProviders(<LazyOptionGroup options={[{ label: '吨', value: 'ton' }]} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByText('吨')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
