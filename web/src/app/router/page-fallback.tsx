/**
 * Shown if the app ever draws before its first route has loaded: a plain spinner. start.tsx
 * waits for that route before the first draw, so the server's page stays until then and
 * this is not seen on a normal start. No UI library here: this is in every route's entry.
 */
export function PageFallback() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <span className="page-spinner" role="progressbar" aria-busy="true" />
    </div>
  );
}
