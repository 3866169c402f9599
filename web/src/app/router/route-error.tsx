import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '@/lib/feedback';
import { ChunkError } from './lazy-page';

/** A one-line description: the §8 error name (ChunkLoadError, CSS_CHUNK_LOAD_FAILED, MODULE_NOT_FOUND) and its message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof ChunkError) return `${error.code}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

const ACTION = {
  display: 'inline-block',
  margin: '0 4px',
  padding: '4px 15px',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  background: '#fff',
  color: 'rgba(0,0,0,0.88)',
  fontSize: 14,
  lineHeight: '22px',
  cursor: 'pointer',
  textDecoration: 'none',
} as const;
const PRIMARY = { background: '#0a5bd3', borderColor: '#0a5bd3', color: '#fff' } as const;

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
      {/* Plain controls too: this boundary is in the entry of the phone routes, which load no antd. */}
      <button type="button" onClick={() => window.location.reload()} style={{ ...ACTION, ...PRIMARY }}>
        {t('common:actions.reload')}
      </button>
      <a href="/" style={ACTION}>
        {t('common:actions.backHome')}
      </a>
    </div>
  );
}
