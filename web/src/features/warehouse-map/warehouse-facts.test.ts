import i18n from '@/i18n';
import type { MapWarehouse } from './api';
import { citiesOf, consultLink, filterWarehouses, pointSize, warehouseFacts } from './warehouse-facts';

const warehouse = (over: Partial<MapWarehouse> = {}): MapWarehouse => ({
  id: 'w1',
  name: '满洲里综合保税区仓库',
  description: '',
  kind: 'bonded',
  province: '内蒙古自治区',
  city: '满洲里市',
  address: '',
  lng: 117.43,
  lat: 49.6,
  area: 42000,
  storageFee: 0.8,
  rent: 28,
  handlingFee: 12,
  transferFee: null,
  structure: 'steel',
  cargoType: 'general',
  shippingMethods: ['rail', 'road'],
  imageUrl: '',
  contact: '',
  phone: '',
  ...over,
});

describe('warehouse facts', () => {
  it('links the consultation form with where the visitor came from', () => {
    expect(consultLink()).toBe('/logistics?from=map#consult');
    expect(consultLink('6b086b9fcf2111424f6f001f')).toBe(
      '/logistics?from=map&warehouse=6b086b9fcf2111424f6f001f#consult',
    );
  });

  it('names each §3 field with its unit, and a missing fee as negotiable', async () => {
    await i18n.changeLanguage('zh-CN');
    const facts = Object.fromEntries(
      warehouseFacts(warehouse(), i18n.t, 'zh-CN').map((f) => [f.key, `${f.label} ${f.value}`]),
    );
    expect(facts).toMatchObject({
      area: '面积 42,000 m²',
      storageFee: '仓储费 0.8 元/吨·天',
      rent: '租金 28 元/m²·月',
      handlingFee: '装卸费 12 元/吨',
      transferFee: '转运费 面议',
      structure: '结构 钢结构',
      cargoType: '主要货物类型 普通货物',
      shippingMethods: '运输方式 铁路 · 公路',
    });
    await i18n.changeLanguage('en');
    const en = warehouseFacts(warehouse(), i18n.t, 'en');
    expect(en.find((f) => f.key === 'rent')?.value).toBe('¥28 per m² a month');
    await i18n.changeLanguage('zh-CN');
  });

  it('filters by category and city, and lists the cities once', () => {
    const rows = [
      warehouse(),
      warehouse({ id: 'w2', kind: 'cold', city: '黑河市' }),
      warehouse({ id: 'w3', kind: 'bonded', city: '黑河市' }),
    ];
    expect(filterWarehouses(rows, { kind: 'bonded' }).map((r) => r.id)).toEqual(['w1', 'w3']);
    expect(filterWarehouses(rows, { kind: 'bonded', city: '黑河市' }).map((r) => r.id)).toEqual(['w3']);
    expect(filterWarehouses(rows, {})).toHaveLength(3);
    expect(citiesOf(rows)).toEqual(['满洲里市', '黑河市']);
  });

  it('sizes points by area within bounds', () => {
    expect(pointSize(1)).toBe(10);
    expect(pointSize(42000)).toBeGreaterThan(pointSize(12000));
    expect(pointSize(10_000_000)).toBe(26);
  });
});
