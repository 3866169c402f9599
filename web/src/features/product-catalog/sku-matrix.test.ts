import { combinations, skuRows, type SpecAttr } from './sku-matrix';

const colour: SpecAttr = { attrId: 'a1', name: '颜色', values: ['红', '绿', '蓝'] };
const size: SpecAttr = { attrId: 'a2', name: '尺码', values: ['S', 'M', 'L'] };

describe('sku rows', () => {
  it('gives 9 rows for 2 spec attributes of 3 values, the first varying slowest', () => {
    const rows = skuRows([colour, size]);
    expect(rows).toHaveLength(9);
    expect(rows.map((r) => r.specValues.join('/'))).toEqual([
      '红/S',
      '红/M',
      '红/L',
      '绿/S',
      '绿/M',
      '绿/L',
      '蓝/S',
      '蓝/M',
      '蓝/L',
    ]);
    expect(rows[0]).toEqual({ specValues: ['红', 'S'], price: null, stock: null, code: '', image: '' });
  });

  it('keeps the typed fields of combinations that remain when a value is added or removed', () => {
    const typed = skuRows([colour, size]).map((r, i) => ({ ...r, price: i + 1, code: `C${i}` }));
    const next = skuRows(
      [
        { ...colour, values: ['红', '绿'] },
        { ...size, values: ['S', 'M', 'L', 'XL'] },
      ],
      typed,
    );
    expect(next).toHaveLength(8);
    expect(next[0]).toMatchObject({ specValues: ['红', 'S'], price: 1, code: 'C0' });
    // The remaining rows keep their places; the new combinations come after them.
    expect(next[6]).toMatchObject({ specValues: ['红', 'XL'], price: null, code: '' });
    expect(next[7]).toMatchObject({ specValues: ['绿', 'XL'], price: null, code: '' });
  });

  it('keeps the order the rows were dragged into, as saved', () => {
    const rows = skuRows([colour, size]);
    const dragged = [rows[8]!, ...rows.slice(0, 8)];
    expect(skuRows([colour, size], dragged)).toEqual(dragged);
  });

  it('skips a spec attribute with no values and gives no rows without specs', () => {
    expect(combinations([colour, { ...size, values: [] }])).toEqual([['红'], ['绿'], ['蓝']]);
    expect(skuRows([])).toEqual([]);
  });
});
