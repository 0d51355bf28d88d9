// The host's loader (tooling/webpack.mjs, PaintFirstPlugin): the host's entry starts after the browser has painted what
// the page already holds (the static frame, a page drawn ahead), rather than before. The entry is preloaded from the
// page's head, so it downloads meanwhile. Plain script, not a module: it runs in every browser the portal supports.
(function () {
  var entry = document.querySelector('link[rel="preload"][data-portal-entry]');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = entry.href;
    document.head.appendChild(script);
  }
  // A hidden tab paints no frame: it starts at once (or as soon as it is hidden).
  if (document.visibilityState === 'hidden') start();
  else {
    document.addEventListener('visibilitychange', start);
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
