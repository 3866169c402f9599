import { creditCodeCheckChar, creditCodeProblem } from './credit-code';

describe('the GB 32100-2015 unified social credit code', () => {
  it.each([
    ['91350100M000100Y43'],
    ['914403001922038216'],
    ['9144030071526726XG'],
    ['91330100799655058B'],
    ['91110000802100433B'],
    ['91110108551385082Q'],
    ['91310000MA1FL4HD4X'],
  ])('accepts the registered code %s', (code) => {
    expect(creditCodeProblem(code)).toBeNull();
  });

  it('computes the check character from the first 17 characters, 0 when the sum is a multiple of 31', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('9144030071526726X')).toBe('G');
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
  });

  it('accepts a code typed in lower case or with spaces around it', () => {
    expect(creditCodeProblem(' 9144030071526726xg ')).toBeNull();
  });

  it.each([
    ['91350100M000100Y44'],
    ['914403001922038217'],
    ['9144030071526726XH'],
    // Two characters swapped: the weights tell them apart.
    ['91350100M001000Y43'],
  ])('refuses %s: wrong check character', (code) => {
    expect(creditCodeProblem(code)).toBe('check');
  });

  it.each([
    ['91350100M000100Y4', '17 characters'],
    ['91350100M000100Y433', '19 characters'],
    ['91350100I000100Y43', 'I is not in the alphabet'],
    ['91350100O000100Y43', 'O is not in the alphabet'],
    ['9135010ZM000100Y43', 'Z is not in the alphabet'],
    ['91350100M000100Y4S', 'S is not in the alphabet'],
    ['', 'empty'],
  ])('refuses %s as malformed (%s)', (code) => {
    expect(creditCodeProblem(code)).toBe('format');
  });
});
