import { milestoneProblem, moveProblem, nextMilestones, priceLines, lineView } from './contract-rules';

const line = (over: Partial<Record<'name' | 'quantity' | 'unitPrice' | 'unit', string>> = {}) => ({
  name: '非转基因大豆',
  spec: '一级',
  quantity: '200',
  unit: 'ton',
  unitPrice: '4100.5',
  ...over,
});

describe('contract totals', () => {
  it('computes each line’s amount and the total on the server, in minor units', () => {
    const priced = priceLines([line(), line({ name: '玉米', quantity: '0.5', unitPrice: '1999.99' })]);
    expect(priced).toEqual({
      lines: [
        {
          name: '非转基因大豆',
          spec: '一级',
          quantity: 200_000,
          unit: 'ton',
          unitPrice: 41_005_000,
          amount: 82_010_000,
        },
        { name: '玉米', spec: '一级', quantity: 500, unit: 'ton', unitPrice: 19_999_900, amount: 100_000 },
      ],
      total: 82_110_000,
    });
    if (!('lines' in priced)) throw new Error('priced');
    expect(priced.lines.map(lineView)[1]).toEqual({
      name: '玉米',
      spec: '一级',
      quantity: '0.5',
      unit: 'ton',
      unitPrice: '1999.99',
      amount: '1000.00',
    });
  });

  it('drops blank rows and asks for at least one line', () => {
    expect(priceLines([line({ name: '', quantity: '', unitPrice: '' })])).toEqual({
      problem: 'LINES_REQUIRED',
      field: 'lines',
    });
    const kept = priceLines([line({ name: ' ', quantity: '', unitPrice: '' }), line()]);
    expect('lines' in kept && kept.lines.length).toBe(1);
  });

  it('names the line and field it cannot read', () => {
    expect(priceLines([line(), line({ quantity: '1.2345' })])).toEqual({
      problem: 'QUANTITY_FORMAT',
      field: 'lines.1.quantity',
    });
    expect(priceLines([line({ unitPrice: '12,5' })])).toEqual({
      problem: 'PRICE_FORMAT',
      field: 'lines.0.unitPrice',
    });
    expect(priceLines([line({ quantity: '0' })])).toEqual({
      problem: 'QUANTITY_ZERO',
      field: 'lines.0.quantity',
    });
    expect(priceLines([line({ quantity: '999999999999', unitPrice: '999999' })])).toEqual({
      problem: 'AMOUNT_TOO_LARGE',
      field: 'lines.0.amount',
    });
  });
});

describe('contract status rules', () => {
  const delivered = [{ milestone: 'shipped' as const }, { milestone: 'delivered' as const }];

  it('submits only a draft or a rejected contract', () => {
    expect(moveProblem('draft', 'submitted', [], '')).toBeNull();
    expect(moveProblem('rejected', 'submitted', [], '')).toBeNull();
    expect(moveProblem('submitted', 'submitted', [], '')).toBe('STATUS_NOT_ALLOWED');
    expect(moveProblem('approved', 'submitted', [], '')).toBe('STATUS_NOT_ALLOWED');
  });

  it('starts execution only after approval', () => {
    expect(moveProblem('approved', 'executing', [], '')).toBeNull();
    expect(moveProblem('submitted', 'executing', [], '')).toBe('STATUS_NOT_ALLOWED');
    expect(moveProblem('draft', 'executing', [], '')).toBe('STATUS_NOT_ALLOWED');
  });

  it('completes an executing contract only once delivered is recorded', () => {
    expect(moveProblem('executing', 'completed', [{ milestone: 'shipped' }], '')).toBe('DELIVERY_REQUIRED');
    expect(moveProblem('executing', 'completed', delivered, '')).toBeNull();
    expect(moveProblem('approved', 'completed', delivered, '')).toBe('STATUS_NOT_ALLOWED');
  });

  it('terminates an approved or executing contract with a reason, and nothing finished', () => {
    expect(moveProblem('executing', 'terminated', [], '  ')).toBe('REASON_REQUIRED');
    expect(moveProblem('approved', 'terminated', [], '买方取消')).toBeNull();
    expect(moveProblem('completed', 'terminated', [], '买方取消')).toBe('STATUS_NOT_ALLOWED');
    expect(moveProblem('terminated', 'executing', [], '')).toBe('STATUS_NOT_ALLOWED');
  });
});

describe('milestone order', () => {
  const recorded = [
    { milestone: 'deposit_paid' as const, date: '2025-03-01' },
    { milestone: 'shipped' as const, date: '2025-03-20' },
  ];

  it('records milestones only while executing', () => {
    expect(milestoneProblem('approved', [], { milestone: 'deposit_paid', date: '2025-03-01' })).toBe(
      'NOT_EXECUTING',
    );
    expect(milestoneProblem('completed', recorded, { milestone: 'balance_paid', date: '2025-05-01' })).toBe(
      'NOT_EXECUTING',
    );
  });

  it('may skip a milestone but never go back or repeat one', () => {
    expect(milestoneProblem('executing', recorded, { milestone: 'arrived', date: '2025-03-25' })).toBeNull();
    expect(milestoneProblem('executing', recorded, { milestone: 'production', date: '2025-03-25' })).toBe(
      'MILESTONE_ORDER',
    );
    expect(milestoneProblem('executing', recorded, { milestone: 'shipped', date: '2025-03-25' })).toBe(
      'MILESTONE_ORDER',
    );
  });

  it('refuses a date before the last milestone’s', () => {
    expect(milestoneProblem('executing', recorded, { milestone: 'arrived', date: '2025-03-19' })).toBe(
      'MILESTONE_DATE',
    );
    expect(milestoneProblem('executing', recorded, { milestone: 'arrived', date: '2025-03-20' })).toBeNull();
  });

  it('offers the milestones still to come, balance paid last', () => {
    expect(nextMilestones(recorded)).toEqual(['customs_declared', 'arrived', 'delivered', 'balance_paid']);
    expect(nextMilestones([])[0]).toBe('deposit_paid');
  });
});
