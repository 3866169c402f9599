import { render, screen } from '@testing-library/react';
import '@/i18n';
import { Watermark } from './watermark';

describe('Watermark', () => {
  it('wraps its children', () => {
    render(<Watermark content="内部资料">正文</Watermark>);
    expect(screen.getByTestId('watermark')).toHaveTextContent('正文');
  });
});
