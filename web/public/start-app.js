// Starts the app on a server-rendered public page once that page has painted. The page's
// HTML already holds its content: fetching and running the app's scripts first would hold
// that paint back on a slow phone. The gateway names the entry and its imports in data-*
// attributes (a file, not inline code: the Content-Security-Policy allows none).
(function () {
  var script = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (script.dataset.preload || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.dataset.entry;
    document.head.appendChild(entry);
  }
  // Once the browser reports the first contentful paint (a frame callback can come before the
  // frame is shown). A tab in the background paints nothing, and an old browser reports no
  // paints: a timer backs both up.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  }
  setTimeout(start, 1000);
})();
