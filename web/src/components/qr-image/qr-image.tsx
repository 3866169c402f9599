import { QRCode } from 'antd';

/** §9 QR defaults. */
export const QR_DEFAULTS = { size: 100, logoSize: 30, padding: 5, level: 2 } as const;

/**
 * Correction levels as numbered by the classic qrcode.js (QRErrorCorrectLevel):
 * 1 = L, 0 = M, 3 = Q, 2 = H. The spec's default "level 2" is therefore H, which also
 * leaves room for the logo.
 */
const LEVELS = { 0: 'M', 1: 'L', 2: 'H', 3: 'Q' } as const;
export type QrLevel = keyof typeof LEVELS;

export interface QrImageProps {
  value: string;
  size?: number;
  logo?: string;
  logoSize?: number;
  padding?: number;
  level?: QrLevel;
}

/** QR image (§2) with the §9 defaults: size 100, logo 30, padding 5, correct level 2. */
export function QrImage({
  value,
  size = QR_DEFAULTS.size,
  logo,
  logoSize = QR_DEFAULTS.logoSize,
  padding = QR_DEFAULTS.padding,
  level = QR_DEFAULTS.level,
}: QrImageProps) {
  return (
    <div
      data-testid="qr-image"
      data-level={LEVELS[level]}
      style={{ display: 'inline-block', padding, background: '#fff', lineHeight: 0 }}
    >
      <QRCode
        value={value}
        size={size}
        icon={logo}
        iconSize={logoSize}
        errorLevel={LEVELS[level]}
        bordered={false}
        type="svg"
        style={{ padding: 0 }}
      />
    </div>
  );
}
