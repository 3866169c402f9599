import type { OutboundDocument, OutboundType } from '../src/declarations/ceb-outbound';

/** A complete declaration of each type a member makes, values invented. */
export function outboundSample(type: OutboundType, code: string, name: string, n = 1): OutboundDocument {
  const no = String(n).padStart(4, '0');
  switch (type) {
    case '303':
      return {
        fields: {
          orderType: 'E',
          orderNo: `SO2025040${no}`,
          ebpCode: code,
          ebpName: name,
          ebcCode: code,
          ebcName: name,
          goodsValue: '199.00',
          freight: '20.00',
          currency: '142',
        },
        items: [
          {
            gnum: '1',
            itemNo: 'SKU-1',
            itemName: '蓝牙耳机',
            unit: '007',
            currency: '142',
            qty: '1',
            price: '199.00',
            totalPrice: '199.00',
          },
        ],
      };
    case '603':
      return {
        fields: {
          customsCode: '5141',
          ebpCode: code,
          ebpName: name,
          orderNo: `SO2025040${no}`,
          logisticsCode: code,
          logisticsName: name,
          logisticsNo: `LN2025040${no}`,
          copNo: `EIV2025040${no}`,
          ieFlag: 'E',
          portCode: '5141',
          ieDate: '20250403',
          statisticsFlag: 'A',
          agentCode: code,
          agentName: name,
          ebcCode: code,
          ebcName: name,
          ownerCode: code,
          ownerName: name,
          tradeMode: '9610',
          trafMode: '5',
          country: '344',
          POD: '3440',
          freight: '20',
          fCurrency: '142',
          fFlag: '3',
          insuredFee: '0',
          iCurrency: '142',
          iFlag: '3',
          wrapType: '2',
          packNo: '1',
          grossWeight: '0.6',
          netWeight: '0.4',
        },
        items: [
          {
            gnum: '1',
            itemNo: 'SKU-1',
            gcode: '8518300000',
            gname: '蓝牙耳机',
            gmodel: '无线|塑料',
            barCode: '无',
            country: '344',
            currency: '142',
            qty: '1',
            qty1: '0.4',
            unit: '007',
            unit1: '035',
            price: '199.00',
            totalPrice: '199.00',
          },
        ],
      };
    case '505':
      return {
        fields: {
          logisticsCode: code,
          logisticsName: name,
          logisticsNo: `LN2025040${no}`,
          freight: '20',
          insuredFee: '0',
          currency: '142',
          grossWeight: '0.6',
          packNo: '1',
          goodsInfo: '蓝牙耳机1件',
        },
        items: [],
      };
  }
}
