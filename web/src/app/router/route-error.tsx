import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { withFeedback } from '@/lib/feedback';
import { ChunkError } from './lazy-page';

/** A one-line description: the §8 error name (ChunkLoadError, CSS_CHUNK_LOAD_FAILED, MODULE_NOT_FOUND) and its message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof ChunkError) return `${error.code}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** §2/§8: any error while routing gives the notification 路由错误, and a way out. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const description = describeRouteError(error);
  useEffect(() => {
    withFeedback(({ notification }) =>
      notification.error({ key: 'route-error', title: t('common:error.routeError'), description }),
    );
  }, [description, t]);
  const chunk = error instanceof ChunkError;
  return (
    // Plain markup: antd's Result (with its illustrations) would weigh on every route's entry chunk.
    <div role="alert" style={{ maxWidth: 560, margin: '15vh auto', textAlign: 'center', padding: 24 }}>
      <h1 style={{ fontSize: 24 }}>{t('common:error.routeError')}</h1>
      <p style={{ color: 'rgba(0,0,0,0.55)', wordBreak: 'break-word' }}>
        {chunk ? t('common:error.chunkLoad') : description}
      </p>
      <Button type="primary" onClick={() => window.location.reload()} style={{ marginRight: 8 }}>
        {t('common:actions.reload')}
      </Button>
      <Button href="/">{t('common:actions.backHome')}</Button>
    </div>
  );
}
