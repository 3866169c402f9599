import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { DictRadio, DictSelect } from './dict-select';

const units = [
  { dict_code: 'box', dict_value: '箱' },
  { dict_code: 'ton', dict_value: '吨' },
];

describe('DictSelect', () => {
  it('loads the class from /home/Basic/getDictList with page size 1000 and shows dict_value labels', async () => {
    const calls = stubFetch(() => envelope({ rows: units, total: 2, summary: null }));
    const onChange = jest.fn();
    renderWithProviders(<DictSelect classCode="unit" onChange={onChange} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual(
      expect.objectContaining({
        path: '/home/Basic/getDictList',
        method: 'POST',
        body: { class_code: 'unit', pageSize: 1000 },
      }),
    );
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('吨'));
    expect(onChange).toHaveBeenCalledWith('ton', expect.anything());
  });

  it('shows a loading state until the dictionary arrives', async () => {
    let release!: () => void;
    stubFetch(() => new Promise((r) => (release = () => r(envelope(units)))));
    renderWithProviders(<DictRadio classCode="unit" />);
    expect(document.querySelector('.ant-spin')).not.toBeNull();
    await waitFor(() => expect(release).toBeDefined());
    release();
    expect(await screen.findByRole('radio', { name: '箱' })).toBeInTheDocument();
  });

  it('uses configurable label and value fields', async () => {
    stubFetch(() => envelope([{ id: 7, title: '木箱' }]));
    const onChange = jest.fn();
    renderWithProviders(
      <DictRadio classCode="pack" labelField="title" valueField="id" onChange={onChange} />,
    );
    await userEvent.click(await screen.findByRole('radio', { name: '木箱' }));
    expect(onChange).toHaveBeenCalledWith(7);
  });

  it('is named by its form label', async () => {
    stubFetch(() => envelope(units));
    renderWithProviders(
      <Form>
        <Form.Item name="unit" label="单位">
          <DictSelect classCode="unit" />
        </Form.Item>
      </Form>,
    );
    expect(await screen.findByLabelText('单位')).toHaveAttribute('role', 'combobox');
  });

  it('renders no options for an empty dictionary', async () => {
    stubFetch(() => envelope([]));
    renderWithProviders(<DictRadio classCode="none" />);
    await waitFor(() => expect(document.querySelector('.ant-spin')).toBeNull());
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});
