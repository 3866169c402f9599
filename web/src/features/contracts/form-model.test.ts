import type { Contract } from './api';
import { contractBody, emptyValues, valuesOfContract } from './form-model';

describe('the contract form’s request body', () => {
  it('puts the other party on the side the filer is not, drops blank lines and sends file ids', () => {
    const body = contractBody(
      {
        number: ' HT-1 ',
        title: '',
        side: 'seller',
        counterparty: { name: ' 黑河某公司 ', creditCode: '91231181ma1bt0003h' },
        currency: 'USD',
        lines: [
          { name: '原木', spec: '', quantity: '50', unit: 'ton', unitPrice: '980' },
          { name: '', spec: '', quantity: ' ', unit: 'ton', unitPrice: '' },
        ],
        signedAt: '2025-03-01',
        attachments: [{ id: 'f1', name: 'a.pdf', url: '/a.pdf' }],
      },
      'member',
    );
    expect(body).toMatchObject({
      kind: 'member',
      number: 'HT-1',
      side: 'seller',
      buyer: { name: '黑河某公司', creditCode: '91231181MA1BT0003H' },
      currency: 'USD',
      lines: [{ name: '原木', spec: '', quantity: '50', unit: 'ton', unitPrice: '980' }],
      signedAt: '2025-03-01',
      attachments: ['f1'],
    });
    expect(body).not.toHaveProperty('seller');
    expect(body).not.toHaveProperty('quoteId');
  });

  it('makes a company contract’s filer the buyer of the platform’s service', () => {
    const values = {
      ...emptyValues('company', { name: '平台', creditCode: '' }),
      number: 'SVC-1',
      serviceType: 'customs',
      side: 'seller' as const,
    };
    const body = contractBody(values, 'company');
    expect(body).toMatchObject({
      kind: 'company',
      side: 'buyer',
      serviceType: 'customs',
      seller: { name: '平台' },
    });
  });

  it('keeps the quotation a new contract starts from', () => {
    expect(contractBody(emptyValues('member', { name: '', creditCode: '' }), 'member', 'q1')).toMatchObject({
      quoteId: 'q1',
    });
  });

  it('reads a stored contract back with the other party as the counterparty', () => {
    const stored = {
      number: 'HT-2',
      title: 't',
      serviceType: '',
      side: 'buyer',
      buyer: { name: '我方', creditCode: 'A' },
      seller: { name: '对方', creditCode: 'B' },
      currency: 'CNY',
      lines: [{ name: 'x', spec: '', quantity: '1', unit: 'ton', unitPrice: '2', amount: '2.00' }],
      incoterms: 'FOB',
      portOfLoading: '',
      portOfDischarge: '',
      signedAt: '',
      remark: '',
      attachments: [],
    } as unknown as Contract;
    expect(valuesOfContract(stored)).toMatchObject({
      side: 'buyer',
      counterparty: { name: '对方', creditCode: 'B' },
      lines: [{ name: 'x', quantity: '1', unitPrice: '2' }],
    });
    expect(valuesOfContract(stored).lines[0]).not.toHaveProperty('amount');
  });
});
