import { decimalOfNumber, formatAmount, formatDecimal, lineAmount, parseDecimal } from './money';

describe('contract money', () => {
  it('reads decimal strings into scaled integers, refusing what it cannot keep exactly', () => {
    expect(parseDecimal('200', 3)).toBe(200_000n);
    expect(parseDecimal('4100.5', 4)).toBe(41_005_000n);
    expect(parseDecimal(' 0.125 ', 3)).toBe(125n);
    expect(parseDecimal('1.2500', 2)).toBe(125n);
    expect(parseDecimal('1.255', 2)).toBeNull();
    expect(parseDecimal('-1', 2)).toBeNull();
    expect(parseDecimal('1e3', 2)).toBeNull();
    expect(parseDecimal('', 2)).toBeNull();
    expect(parseDecimal('12.', 2)).toBeNull();
  });

  it('writes them back, with fixed or trimmed decimals', () => {
    expect(formatDecimal(41_005_000n, 4)).toBe('4100.5');
    expect(formatDecimal(200_000n, 3)).toBe('200');
    expect(formatAmount(82_010_000n)).toBe('820100.00');
    expect(formatAmount(5)).toBe('0.05');
  });

  it('computes a line amount exactly, rounding half up to the cent', () => {
    // 200 t × 4100.5 = 820100.00
    expect(lineAmount(200_000n, 41_005_000n)).toBe(82_010_000n);
    // 0.333 × 0.0015 = 0.0004995 → 0.00
    expect(lineAmount(333n, 15n)).toBe(0n);
    // 1.5 × 0.0033 = 0.00495 → 0.00 ; 3 × 0.0017 = 0.0051 → 0.01
    expect(lineAmount(1_500n, 33n)).toBe(0n);
    expect(lineAmount(3_000n, 17n)).toBe(1n);
    // 0.1 × 0.05 = 0.005 → 0.01 (half up)
    expect(lineAmount(100n, 500n)).toBe(1n);
    // Where floating point goes wrong: 0.3 × 0.7 is exactly 0.21.
    expect(lineAmount(300n, 7_000n)).toBe(21n);
    // Large values stay exact.
    expect(lineAmount(999_999_999_999n, 99_999_999n)).toBe(999_999_989_999_000n);
  });

  it('turns an event’s number into a decimal string', () => {
    expect(decimalOfNumber(4100.5, 4)).toBe('4100.5');
    expect(decimalOfNumber(0.1 + 0.2, 4)).toBe('0.3');
    expect(decimalOfNumber(200, 3)).toBe('200');
  });
});
