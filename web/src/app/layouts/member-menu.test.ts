import { memberMenuGroupOf } from './member-menu';

describe('the member side menu', () => {
  it('opens the contract group on its lists and on the hidden contract pages', () => {
    expect(memberMenuGroupOf('/memberContract/index')).toBe('contract');
    expect(memberMenuGroupOf('/memberContract/traceDetail')).toBe('contract');
    expect(memberMenuGroupOf('/memberContract/info/6b0895c613bd93604a3be3e3')).toBe('contract');
    expect(memberMenuGroupOf('/companyContract/save/0')).toBe('contract');
    expect(memberMenuGroupOf('/home')).toBeUndefined();
  });
});
