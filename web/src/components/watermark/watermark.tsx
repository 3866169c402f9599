import type { ReactNode } from 'react';
import { Watermark as AntWatermark, type WatermarkProps as AntProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface WatermarkProps extends Omit<AntProps, 'content'> {
  /** Lines to print; defaults to the app name. */
  content?: string | string[];
  children?: ReactNode;
}

/** Watermark (§2) over its children, using antd's implementation with the product's defaults. */
export function Watermark({ content, children, ...rest }: WatermarkProps) {
  const { t } = useTranslation();
  return (
    <AntWatermark
      content={content ?? t('common:appName')}
      gap={[120, 120]}
      font={{ color: 'rgba(0,0,0,0.08)', fontSize: 14 }}
      {...rest}
    >
      <div data-testid="watermark">{children}</div>
    </AntWatermark>
  );
}
