// The script the host server puts in a signed-in page itself, right after the outline's top bar (a build of its own:
// tooling/webpack.mjs pageScriptConfig; deploy/src/shellPage.ts): it runs as the page is read, before the first paint.
import { drawBannersAhead } from './shell/layout/bannersAhead';

try {
  drawBannersAhead(document, window.localStorage, window.location.pathname, Date.now());
} catch {
  // Storage the browser refuses to open: the shell's first render draws the banners.
}
