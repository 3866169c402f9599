import { render, screen } from '@testing-library/react';
import { QrImage, QR_DEFAULTS } from './qr-image';

describe('QrImage', () => {
  it('uses the §9 defaults: size 100, logo 30, padding 5, level 2 (H)', () => {
    expect(QR_DEFAULTS).toEqual({ size: 100, logoSize: 30, padding: 5, level: 2 });
    render(<QrImage value="https://example.com/p/1" />);
    const box = screen.getByTestId('qr-image');
    expect(box).toHaveStyle({ padding: '5px' });
    expect(box).toHaveAttribute('data-level', 'H');
    const svg = box.querySelector('svg')!;
    expect(svg).toHaveAttribute('height', '100');
  });

  it('maps the numbered correction levels', () => {
    render(<QrImage value="x" level={1} size={160} />);
    expect(screen.getByTestId('qr-image')).toHaveAttribute('data-level', 'L');
    expect(screen.getByTestId('qr-image').querySelector('svg')).toHaveAttribute('height', '160');
  });
});
