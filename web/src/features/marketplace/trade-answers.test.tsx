import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import type { Trade } from './api';
import { QuotesCard, ReceivedInquiries } from './trade-tables';

const base = {
  productName: '东北非转基因大豆',
  productImage: '',
  productPrice: 4200,
  productUnit: 'ton',
  ownerMemberId: 'me',
  fromMemberId: 'other',
  companyName: '远东油脂',
  quantity: 50,
  createdAt: '2025-03-01T02:00:00.000Z',
};
const inquiry = {
  ...base,
  id: 'i1',
  type: 'inquiry',
  supplyId: 's1',
  email: 'b@example.com',
  country: 'RU',
  remark: '请报CIF价',
  reply: '',
  repliedAt: null,
} as Trade;
const quote = {
  ...base,
  id: 'q1',
  type: 'quote',
  demandId: 'd1',
  unitPrice: 4100,
  currency: 'CNY',
  total: 205000,
  message: '',
  decision: 'pending',
  decidedAt: null,
} as Trade;

function serve() {
  let answered = false;
  return stubFetch((path) => {
    if (path === '/country/list')
      return envelope([
        { code: 'RU', name: '俄罗斯' },
        { code: 'CN', name: '中国' },
      ]);
    if (path === '/home/Category/page') return envelope([]);
    if (path === '/home/member.Supply/inquiryList')
      return envelope({ rows: [answered ? { ...inquiry, reply: '可供50吨' } : inquiry], total: 1 });
    if (path === '/home/member.Demand/quoteList')
      return envelope({ rows: [answered ? { ...quote, decision: 'accepted' } : quote], total: 1 });
    if (path === '/member.myTrans/reply' || path === '/member.myTrans/decide') {
      answered = true;
      return envelope(inquiry);
    }
    return envelope(null);
  });
}

describe('answering from the lists', () => {
  it('shows the inquiry country by name and lets the supplier reply, requiring a text', async () => {
    const calls = serve();
    renderWithProviders(<ReceivedInquiries />);
    expect(await screen.findByText('俄罗斯')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('reply-open-i1'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '回复' }));
    expect(await within(dialog).findByText('请输入回复内容')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), '可供50吨');
    await userEvent.click(within(dialog).getByRole('button', { name: '回复' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/member.myTrans/reply').map((c) => c.body)).toEqual([
        { id: 'i1', reply: '可供50吨' },
      ]),
    );
    expect(await screen.findByTestId('reply-i1')).toHaveTextContent('可供50吨');
  });

  it('accepts a quotation only once the demand owner confirms', async () => {
    const calls = serve();
    renderWithProviders(
      <MemoryRouter>
        <QuotesCard />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByTestId('accept-q1'));
    const [question] = await screen.findAllByText('确定接受 远东油脂 的报价吗？接受后可据此签订合同。');
    expect(calls.some((c) => c.path === '/member.myTrans/decide')).toBe(false);
    await userEvent.click(
      within(question!.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s?定/ }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/member.myTrans/decide').map((c) => c.body)).toEqual([
        { id: 'q1', decision: 'accepted' },
      ]),
    );
    expect(await screen.findByTestId('decision-q1')).toHaveTextContent('已接受');
    // The accepted quotation leads to the contract form, filled in from it.
    expect(screen.getByTestId('to-contract-q1')).toHaveAttribute('href', '/memberContract/save/0?quoteId=q1');
  });
});
