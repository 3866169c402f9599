import { useState } from 'react';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import type { LineValue } from './form-model';
import { LinesEditor } from './lines-editor';

function Harness({ initial }: { initial: LineValue[] }) {
  const [lines, setLines] = useState(initial);
  return <LinesEditor value={lines} onChange={setLines} currency="CNY" />;
}

describe('the goods lines of the contract form', () => {
  beforeEach(() =>
    stubFetch((path) =>
      path === '/home/Basic/getDictList'
        ? envelope({ rows: [{ dict_code: 'ton', dict_value: '吨' }], total: 1 })
        : envelope(null),
    ),
  );

  it('shows each amount and the total as the member types, and says which lines it cannot price', async () => {
    renderWithProviders(
      <Harness initial={[{ name: '大豆', spec: '', quantity: '200', unit: 'ton', unitPrice: '4100.5' }]} />,
    );
    expect(screen.getByTestId('contract-total')).toHaveTextContent('CNY 820,100.00');

    await userEvent.click(screen.getByRole('button', { name: /添加货物/ }));
    await userEvent.type(screen.getByLabelText('品名 2'), '包装袋');
    await userEvent.type(screen.getByLabelText('数量 2'), '1000');
    await userEvent.type(screen.getByLabelText('单价 2'), '1.255');
    expect(screen.getByText('1,255.00')).toBeInTheDocument();
    expect(screen.getByTestId('contract-total')).toHaveTextContent('CNY 821,355.00');

    await userEvent.type(screen.getByLabelText('单价 2'), '99');
    expect(screen.getByTestId('contract-total')).toHaveTextContent('CNY 820,100.00');
    expect(screen.getByTestId('contract-total')).toHaveTextContent('1 行数量或单价格式不正确，未计入合计');
  });
});
