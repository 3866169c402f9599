/**
 * The eight customs channel screens (§2 newChannel, and the export payment receipts that
 * §1's payment vouchers add), in the side menu's order: the export chain, then the import
 * side. Apart from their configuration (channels.ts), so the route registry names them
 * without bundling the screens' settings with the portal.
 */
export const CHANNEL_KEYS = [
  'contract',
  'exportList',
  'exportWaybill',
  'exportZfd',
  'exportReceipt',
  'importList',
  'importWaybill',
  'importZfd',
] as const;
export type ChannelKey = (typeof CHANNEL_KEYS)[number];

export const CHANNEL_PATH = (key: ChannelKey) => `/newChannel/${key}`;
