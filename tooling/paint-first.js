// The host's loader (tooling/webpack.mjs, PaintFirstPlugin): the host's entry starts after the browser has shown what
// the page already holds (the static frame, a page drawn ahead), rather than before. The entry is preloaded from the
// page's head, so it downloads meanwhile; the page's other hints wait for the paint too. Plain script, not a module: it
// runs in every browser the portal supports.
(function () {
  var entry = document.querySelector('link[rel="preload"][data-portal-entry]');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The page's preload hints, which the host server holds back until now (shared-contracts
    // AFTER_FIRST_PAINT_ATTRIBUTE): they download beside the entry, not while the page the first paint shows arrives.
    var later = document.querySelector('template[data-portal-after-paint]');
    if (later) document.head.appendChild(later.content);
    var script = document.createElement('script');
    script.src = entry.href;
    document.head.appendChild(script);
  }
  // A hidden tab paints no frame: it starts at once (or as soon as it is hidden).
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start);
  // The first contentful paint is reported once its frame is on screen, a frame or more after the tasks that drew it:
  // the entry and the hints wait for that report, so that nothing is asked for or run while the page is still on its way
  // to the screen. A browser that reports no paint starts after the first frame; a page that never reports one (nothing
  // in it to show) after a bounded wait.
  var painted = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (painted) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(function () {
    setTimeout(start, painted ? 250 : 0);
  });
})();
