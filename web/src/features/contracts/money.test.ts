import { contractTotal, groupDigits, lineAmount, parseDecimal, totalsByCurrency } from './money';

describe('contract money in the form', () => {
  it('computes a line as the member service does: quantity × unit price, half up to the cent', () => {
    expect(lineAmount('200', '4100.5')).toBe('820100.00');
    expect(lineAmount('1000', '1.255')).toBe('1255.00');
    expect(lineAmount('0.333', '0.0015')).toBe('0.00');
    expect(lineAmount('1', '0.005')).toBe('0.01');
    expect(lineAmount('3', '0.3333')).toBe('1.00');
    // Exact beyond a double's 15-16 digits.
    expect(lineAmount('123456789.123', '98765.4321')).toBe('12193263123411.68');
  });

  it('leaves a line blank until its quantity and price are numbers the service accepts', () => {
    expect(lineAmount('', '1')).toBe('');
    expect(lineAmount('1.2345', '1')).toBe(''); // four decimals of quantity
    expect(lineAmount('1', '1.23456')).toBe(''); // five of price
    expect(lineAmount('1', '-2')).toBe('');
    expect(lineAmount('1e3', '2')).toBe('');
    expect(lineAmount(' 2 ', '1.50000')).toBe('3.00'); // trailing zeros are no extra precision
    expect(parseDecimal('12.5', 3)).toBe(12500n);
  });

  it('totals the priced lines, skips blank rows and counts the ones it cannot price', () => {
    expect(
      contractTotal([
        { quantity: '200', unitPrice: '4100.5' },
        { quantity: '1000', unitPrice: '1.255' },
        { quantity: '', unitPrice: '' },
      ]),
    ).toEqual({ total: '821355.00', unpriced: 0 });
    expect(
      contractTotal([
        { quantity: 'abc', unitPrice: '1' },
        { quantity: '1', unitPrice: '0.1' },
      ]),
    ).toEqual({
      total: '0.10',
      unpriced: 1,
    });
    expect(contractTotal([])).toEqual({ total: '0.00', unpriced: 0 });
  });

  it('sums a list per currency', () => {
    expect(
      totalsByCurrency([
        { currency: 'CNY', totalAmount: '821355.00' },
        { currency: 'USD', totalAmount: '3100.00' },
        { currency: 'CNY', totalAmount: '49000.00' },
        { currency: 'CNY', totalAmount: 'not a number' },
      ]),
    ).toEqual([
      { currency: 'CNY', total: '870355.00' },
      { currency: 'USD', total: '3100.00' },
    ]);
  });

  it('groups digits in the reader’s language without going through a float', () => {
    expect(groupDigits('12193263123411.68', 'en')).toBe('12,193,263,123,411.68');
    expect(groupDigits('821355.00', 'zh-CN')).toBe('821,355.00');
    // Russian groups with a (narrow) no-break space and writes a decimal comma.
    expect(groupDigits('821355.00', 'ru')).toMatch(/^821\s355,00$/u);
    expect(groupDigits('5.00', 'en')).toBe('5.00');
  });
});
