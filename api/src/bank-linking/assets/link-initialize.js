// The lower environments' stand-in for Plaid's link-initialize.js: the same `Plaid.create({ token, onSuccess, onExit,
// onEvent, onLoad })` and handler (`open`, `exit`, `destroy`, `submit`), so the portal's code is the same for both.
// `open()` lays a frame over the page with the stand-in's Link page, found beside this script (under the portal's
// /api); the page tells how Link ended by `postMessage`, which is believed only from that frame, from its origin, and
// of the stand-in's type. The overlay is styled by link.css from this script's folder (the portal's
// Content-Security-Policy allows no inline style), added once as a <link>.
(function () {
  'use strict';
  var MESSAGE_TYPE = '__BANK_LINKING_MESSAGE__';
  var scriptSource = document.currentScript && document.currentScript.src ? document.currentScript.src : window.location.href;
  var stylesheet = null;
  var stylesheetLoaded = false;
  var waitingForStyles = [];

  function whenStyled(then) {
    if (!stylesheet) {
      stylesheet = document.createElement('link');
      stylesheet.rel = 'stylesheet';
      stylesheet.href = new URL('link.css', scriptSource).href;
      var loaded = function () {
        stylesheetLoaded = true;
        var waiting = waitingForStyles;
        waitingForStyles = [];
        waiting.forEach(function (callback) {
          callback();
        });
      };
      // A style sheet that fails still lets Link open: unstyled beats unusable.
      stylesheet.addEventListener('load', loaded);
      stylesheet.addEventListener('error', loaded);
      document.head.appendChild(stylesheet);
    }
    if (stylesheetLoaded) setTimeout(then, 0);
    else waitingForStyles.push(then);
  }

  function create(config) {
    if (!config || typeof config.token !== 'string' || config.token === '') throw new Error('Plaid.create needs the link token.');
    var pageUrl = new URL('../bank-linking/link/' + encodeURIComponent(config.token), scriptSource);
    var overlay = null;
    var frame = null;
    var returnFocusTo = null;
    var loaded = false;
    var openWhenLoaded = false;
    var destroyed = false;

    function call(name, args) {
      if (typeof config[name] === 'function') config[name].apply(null, args);
    }

    function close() {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKeydown);
      if (overlay && overlay.parentNode) overlay.parentNode.removeChild(overlay);
      overlay = null;
      frame = null;
      if (returnFocusTo && typeof returnFocusTo.focus === 'function') returnFocusTo.focus();
      returnFocusTo = null;
    }

    function onMessage(event) {
      if (!frame || event.source !== frame.contentWindow || event.origin !== pageUrl.origin) return;
      var data = event.data;
      if (!data || typeof data !== 'object' || data.type !== MESSAGE_TYPE) return;
      if (data.event === 'event') {
        call('onEvent', [data.event_name, data.metadata]);
      } else if (data.event === 'success') {
        close();
        call('onSuccess', [data.public_token, data.metadata]);
      } else if (data.event === 'exit') {
        close();
        call('onEvent', ['EXIT', data.metadata]);
        call('onExit', [data.error || null, data.metadata]);
      }
    }

    // Escape while the focus is outside the frame (the page's own Escape works inside it).
    function onKeydown(event) {
      if (event.key === 'Escape') handler.exit();
    }

    function show() {
      if (overlay || destroyed) return;
      returnFocusTo = document.activeElement;
      overlay = document.createElement('div');
      overlay.className = 'bank-linking-overlay';
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', 'Connect a bank account');
      frame = document.createElement('iframe');
      frame.className = 'bank-linking-frame';
      frame.title = 'Connect a bank account';
      frame.src = pageUrl.href;
      frame.addEventListener('load', function () {
        if (frame) frame.focus();
      });
      overlay.appendChild(frame);
      window.addEventListener('message', onMessage);
      document.addEventListener('keydown', onKeydown);
      document.body.appendChild(overlay);
      call('onEvent', ['OPEN', { link_session_id: null, timestamp: new Date().toISOString(), view_name: null }]);
    }

    var handler = {
      open: function () {
        if (loaded) show();
        else openWhenLoaded = true;
      },
      /** Closes Link as the person's Exit would: `onExit` with no error. */
      exit: function () {
        if (!overlay) return;
        close();
        var metadata = { institution: null, status: null, link_session_id: null, request_id: null };
        call('onEvent', ['EXIT', metadata]);
        call('onExit', [null, metadata]);
      },
      /** Closes Link without a word to the callbacks, for good. */
      destroy: function () {
        destroyed = true;
        close();
      },
      /** Plaid's Layer submits data through this; the stand-in has nothing to submit. */
      submit: function () {},
    };

    whenStyled(function () {
      if (destroyed) return;
      loaded = true;
      call('onLoad', []);
      if (openWhenLoaded) show();
    });
    return handler;
  }

  window.Plaid = { create: create };
})();
