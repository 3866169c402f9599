import zhCustoms from '@/i18n/locales/zh-CN/customs.json';
import {
  CHANNEL_KEYS,
  CHANNELS,
  channelOfPath,
  channelOfType,
  declaredValues,
  headFields,
  initialValues,
  itemColumns,
} from './channels';
import { isErrorStatus, statusName } from './codes';
import { filtersOf, viewOf, withFilters } from './list-filters';
import { missingInLines } from './declare-form';
import i18n from '@/i18n';

/** The fields the declaration index sorts on (customs service, declaration-index.ts SORTABLE). */
const SORTABLE = ['appDate', 'createdAt', 'updatedAt', 'orderNo', 'logisticsNo', 'invtNo', 'copNo', 'status'];

describe('the customs channel screens, as configured', () => {
  it('serves each newChannel screen with its official message (customs-ceb.md §1)', () => {
    expect(Object.fromEntries(CHANNEL_KEYS.map((k) => [k, CHANNELS[k].type]))).toEqual({
      contract: '303',
      exportList: '603',
      exportWaybill: '505',
      exportZfd: '607',
      exportReceipt: '403',
      importList: '621',
      importWaybill: '511',
      importZfd: '411',
    });
    for (const key of CHANNEL_KEYS) expect(CHANNELS[key].base).toBe(`/member.kj.ceb${CHANNELS[key].type}`);
  });

  it('offers the declaration form for the export B2C chain only', () => {
    expect(CHANNEL_KEYS.filter((k) => CHANNELS[k].declare)).toEqual([
      'contract',
      'exportList',
      'exportWaybill',
    ]);
  });

  it('lets a list sort only on what the index sorts on', () => {
    for (const key of CHANNEL_KEYS)
      for (const column of CHANNELS[key].columns.filter((c) => c.sortable))
        expect(SORTABLE).toContain(column.prop);
  });

  it('labels every field a screen shows in the customs texts', () => {
    const labelled = Object.keys(zhCustoms.field);
    for (const key of CHANNEL_KEYS) {
      const c = CHANNELS[key];
      const shown = [
        ...c.head,
        ...(c.items ?? []),
        ...c.columns.map((col) => col.prop),
        ...c.filters,
        ...(c.declare?.fields.map((f) => f.name) ?? []),
        ...(c.declare?.items?.map((f) => f.name) ?? []),
      ];
      expect(shown.filter((f) => !labelled.includes(f))).toEqual([]);
    }
  });

  it('finds the channel of a path and of a message number', () => {
    expect(channelOfPath('/newChannel/importZfd')?.type).toBe('411');
    expect(channelOfPath('/newChannel/unknown')).toBeUndefined();
    expect(channelOfType('607')?.key).toBe('exportZfd');
    expect(channelOfPath('/newChannel/exportReceipt')?.type).toBe('403');
    expect(channelOfType('403')?.key).toBe('exportReceipt');
  });

  it('shows the head fields in the message order, then what else the message carried', () => {
    const fields = { orderNo: 'SO1', guid: 'G', extra: 'x', note: '', ebcName: '星岚' };
    expect(headFields(CHANNELS.contract, fields)).toEqual(['guid', 'orderNo', 'ebcName', 'extra']);
    expect(itemColumns(CHANNELS.contract, [{ qty: '1', gnum: '1', odd: 'y', note: '' }])).toEqual([
      'gnum',
      'qty',
      'odd',
    ]);
  });

  it('starts the form with the fixed flags and sends only filled, trimmed values', () => {
    const form = CHANNELS.exportList.declare!;
    expect(initialValues(form.fields)).toMatchObject({ ieFlag: 'E', fCurrency: '142', statisticsFlag: 'A' });
    expect(declaredValues({ copNo: ' EIV1 ', note: '  ', orderNo: undefined }, form.fields)).toEqual({
      copNo: 'EIV1',
    });
    expect(missingInLines([{ gnum: '1', itemNo: 'A' }], CHANNELS.contract.declare!.items!)).toEqual([
      '1: itemName, unit, currency, qty, price, totalPrice',
    ]);
  });
});

describe('the list filters in the address', () => {
  it('keeps only the channel’s number filters and well-formed dates', () => {
    const params = new URLSearchParams(
      'status=100&dateFrom=2025-04-01&dateTo=soon&orderNo=SO&invtNo=29&view=excel',
    );
    expect(filtersOf(params, ['orderNo'])).toEqual({ status: '100', dateFrom: '2025-04-01', orderNo: 'SO' });
    expect(viewOf(params)).toBe('excel');
    expect(viewOf(new URLSearchParams('view=other'))).toBe('declaration');
  });

  it('replaces the filters and keeps the view and document', () => {
    const next = withFilters(new URLSearchParams('view=detail&id=9&status=1'), {
      orderNo: 'A',
      status: undefined,
    });
    expect(next.toString()).toBe('view=detail&id=9&orderNo=A');
  });
});

describe('statuses by name', () => {
  it('puts send failures, rejections, detentions, returns and negative codes among the errors', () => {
    expect(['4', '100', '501', '599', '700', '-621004', 'invalid'].every(isErrorStatus)).toBe(true);
    expect(['1', '2', '3', '120', '399', '800', '899', 'received', 'declared'].some(isErrorStatus)).toBe(
      false,
    );
  });

  it('names each status in the three languages', async () => {
    const t = i18n.getFixedT('en');
    expect(statusName('800', t)).toBe('Released');
    expect(statusName('-621004', t)).toBe('Processing error -621004');
    expect(statusName('2', i18n.getFixedT('zh-CN'))).toBe('电子口岸申报中');
    expect(statusName('100', i18n.getFixedT('ru'))).toBe('Отклонено таможней');
  });
});
