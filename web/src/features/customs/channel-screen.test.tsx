import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { envelope, renderWithProviders, stubFetch } from '@/test-utils/render';
import { ChannelScreen } from './channel-screen';
import { CHANNELS } from './channels';

const ROW = {
  id: '621:m1:CIV1',
  type: '621',
  direction: 'import',
  status: '100',
  error: true,
  invalid: false,
  errorMessage: '',
  returnStatus: 100,
  returnInfo: '订购人信息不符',
  orderNo: 'HY1',
  logisticsNo: 'HYX1',
  invtNo: '',
  copNo: 'CIV1',
  preNo: '',
  billNo: '',
  payTransactionId: '',
  ebcCode: '3301960T2M',
  ebcName: '杭州禾屿跨境贸易有限公司',
  ebpCode: '',
  ebpName: '',
  logisticsCode: '',
  agentCode: '',
  payCode: '',
  appType: '1',
  appStatus: '2',
  appTime: '20250314093015',
  amount: '',
  currency: '142',
  itemCount: 1,
  source: 'upload',
  appDate: '2025-03-14T01:30:15.000Z',
  createdAt: '2025-03-14T01:30:15.000Z',
  updatedAt: '2025-03-14T01:30:15.000Z',
};

const open = (url: string, channel = CHANNELS.importList) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <ChannelScreen channel={channel} />
    </MemoryRouter>,
  );

beforeEach(() => sessionStorage.clear());

describe('the customs channel template', () => {
  it('asks the channel’s list with the filters of the address, and shows statuses by name', async () => {
    const calls = stubFetch(() => envelope({ rows: [ROW], total: 1, summary: null }));
    open('/newChannel/importList?status=100&invtNo=2924&dateFrom=2025-03-01&dateTo=2025-03-31');
    const table = await screen.findByTestId('data-table-customs-importList-all');
    expect(await within(table).findByText('CIV1')).toBeInTheDocument();
    expect(within(table).getByText('海关退单')).toBeInTheDocument();
    expect(calls[0]).toEqual(
      expect.objectContaining({
        path: '/member.kj.ceb621/page',
        body: {
          status: '100',
          invtNo: '2924',
          dateFrom: '2025-03-01',
          dateTo: '2025-03-31',
          pageNumber: 1,
          pageSize: 20,
        },
      }),
    );
  });

  it('opens a document’s detail with the head fields under their official names and codes by name', async () => {
    stubFetch((path) =>
      path.endsWith('/detail')
        ? envelope({
            ...ROW,
            name: '进口申报清单',
            fields: { copNo: 'CIV1', currency: '142', trafMode: '5', appTime: '20250314093015' },
            items: [{ gnum: '1', itemName: '面霜', unit: '142' }],
          })
        : envelope({ rows: [ROW], total: 1, summary: null }),
    );
    open('/newChannel/importList');
    await userEvent.click(await screen.findByTestId(`detail-${ROW.id}`));
    const head = await screen.findByTestId('detail-head');
    expect(within(head).getByText('企业内部编号')).toBeInTheDocument();
    expect(within(head).getByText('142 人民币')).toBeInTheDocument();
    expect(within(head).getByText('5 航空运输')).toBeInTheDocument();
    expect(within(head).getByText('2025-03-14 09:30:15')).toBeInTheDocument();
    expect(within(screen.getByTestId('detail-items')).getByText('142 瓶')).toBeInTheDocument();
    expect(screen.getByTestId('detail-return-info')).toHaveTextContent('订购人信息不符');
  });

  it('lists the export payment receipts by order with their amount, and opens one with its credit time', async () => {
    const receipt = {
      ...ROW,
      id: '403:m1:4403960H9W/XL1',
      type: '403',
      direction: 'export',
      status: '120',
      error: false,
      returnStatus: 120,
      returnInfo: '',
      orderNo: 'XL1',
      copNo: '',
      logisticsNo: '',
      payCode: '4403966P2K',
      ebpName: '深圳星岚电子商务有限公司',
      amount: '303.50',
      itemCount: 0,
    };
    const calls = stubFetch((path) =>
      path.endsWith('/detail')
        ? envelope({
            ...receipt,
            name: '出口收款单',
            fields: { orderNo: 'XL1', charge: '303.50', currency: '142', accountingDate: '20250405142817' },
            items: [],
          })
        : envelope({ rows: [receipt], total: 1, summary: null }),
    );
    open('/newChannel/exportReceipt', CHANNELS.exportReceipt);
    const table = await screen.findByTestId('data-table-customs-exportReceipt-all');
    expect(await within(table).findByText('XL1')).toBeInTheDocument();
    expect(within(table).getByText('303.50 人民币')).toBeInTheDocument();
    expect(within(table).getByText('海关入库')).toBeInTheDocument();
    expect(calls[0]).toEqual(expect.objectContaining({ path: '/member.kj.ceb403/page' }));
    // The payment company sends the receipt: the member lists and inspects, it does not declare.
    expect(screen.queryByTestId('declare-open')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId(`detail-${receipt.id}`));
    const head = await screen.findByTestId('detail-head');
    expect(within(head).getByText('收款金额')).toBeInTheDocument();
    expect(within(head).getByText('2025-04-05 14:28:17')).toBeInTheDocument();
    expect(screen.queryByTestId('detail-items')).not.toBeInTheDocument();
  });

  it('declares a CEB303 from the form: the typed head fields and goods line, appStatus 2', async () => {
    const calls = stubFetch((path) =>
      path.endsWith('/declare')
        ? envelope({
            id: '303:m1:E1/SO1',
            status: 'declared',
            fileName: 'CEB303Message_X.xml',
            messageGuid: 'X',
          })
        : envelope({ rows: [], total: 0, summary: null }),
    );
    open('/newChannel/contract', CHANNELS.contract);
    await userEvent.click(await screen.findByTestId('declare-open'));
    const form = await screen.findByTestId('declare-form');
    await userEvent.type(within(form).getByTestId('declare-orderNo'), 'SO1');
    await userEvent.type(within(form).getByTestId('declare-ebpCode'), 'E1');
    await userEvent.type(within(form).getByTestId('declare-ebpName'), '星岚');
    await userEvent.type(within(form).getByTestId('declare-goodsValue'), '199');
    const line = within(form).getByTestId('declare-items');
    for (const [field, value] of [
      ['itemNo', 'SKU-1'],
      ['itemName', '耳机'],
      ['qty', '1'],
      ['price', '199'],
      ['totalPrice', '199'],
    ] as const)
      await userEvent.type(within(line).getByLabelText(field), value);
    await userEvent.click(screen.getByTestId('declare-submit'));
    await waitFor(() => expect(calls.some((c) => c.path === '/member.kj.ceb303/declare')).toBe(true));
    expect(calls.find((c) => c.path === '/member.kj.ceb303/declare')!.body).toEqual({
      appStatus: '2',
      fields: {
        orderType: 'E',
        orderNo: 'SO1',
        ebpCode: 'E1',
        ebpName: '星岚',
        goodsValue: '199',
        freight: '0',
        currency: '142',
      },
      items: [
        {
          gnum: '1',
          itemNo: 'SKU-1',
          itemName: '耳机',
          unit: '007',
          currency: '142',
          qty: '1',
          price: '199',
          totalPrice: '199',
        },
      ],
    });
  });

  it('refuses to declare goods lines with required fields missing, and sends nothing', async () => {
    const calls = stubFetch(() => envelope({ rows: [], total: 0, summary: null }));
    open('/newChannel/contract', CHANNELS.contract);
    await userEvent.click(await screen.findByTestId('declare-open'));
    const form = await screen.findByTestId('declare-form');
    for (const [id, value] of [
      ['declare-orderNo', 'SO1'],
      ['declare-ebpCode', 'E1'],
      ['declare-ebpName', '星岚'],
      ['declare-goodsValue', '199'],
    ] as const)
      await userEvent.type(within(form).getByTestId(id), value);
    await userEvent.type(within(within(form).getByTestId('declare-items')).getByLabelText('itemNo'), 'SKU-1');
    await userEvent.click(screen.getByTestId('declare-draft'));
    expect(await screen.findByText(/商品信息不完整/)).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/declare'))).toBe(false);
  });
});
