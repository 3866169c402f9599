/** What the server rendered into #root (a public portal page's content), taken before the app starts. */
let serverContent = '';

/** Keeps the server-rendered content of `root` to show until the first route has drawn. */
export function keepServerContent(root: HTMLElement): void {
  serverContent = root.innerHTML;
}

/**
 * Shown while the first route's chunks load: the page the server rendered, as it was (so
 * nothing moves or blanks before the app draws it again), else a plain spinner. No UI
 * library here: this is in every route's entry.
 */
export function PageFallback() {
  if (serverContent) return <div dangerouslySetInnerHTML={{ __html: serverContent }} />;
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <span className="page-spinner" role="progressbar" aria-busy="true" />
    </div>
  );
}
