/*
 * Run by the remotes' build (PrerenderPlugin, webpack.mjs) in a process of its own, under @swc-node/register:
 * `node prerender-pages.cjs <remote> <module> <route>…` prints, as JSON, the markup the module's `prerender(path)`
 * draws for each route drawn for everyone (`pages`), and for each route the module's `drawnFor` lists (the contract's
 * `PicturesOfPage`: a page that fits only some) its pictures, each drawn by `prerender(path, fits)` for the kind of
 * person it fits, at the address that says what only an address says (`pictures`: the markup, and whom it fits); a
 * route whose pictures are each for such an address (My Deals' lists) is also drawn for everyone, for its address
 * alone. A route must be the remote's own and take no parameters: its page is the same for every visitor. Stylesheets
 * the pages import are the build's business, not this drawing's.
 */
require.extensions['.css'] = () => {};
const { createRequire } = require('node:module');
const { join, resolve } = require('node:path');
const [remote, modulePath, ...routeNames] = process.argv.slice(2);
// The remote's own contract (the process runs in the remote's folder).
const { addressOfPicture, PicturesOfPage, picturesOnlyByAddress, ROUTES } = createRequire(join(process.cwd(), 'package.json'))('@portal/shared-contracts');
const { parse } = createRequire(join(process.cwd(), 'package.json'))('valibot');
const { prerender, drawnFor = {} } = require(resolve(modulePath));

for (const name of Object.keys(drawnFor)) {
  if (!routeNames.includes(name)) throw new Error(`drawnFor names ${name}, which portal.prerender does not draw`);
}

function drawn(name, path, fits) {
  const markup = prerender(path, fits);
  if (!markup) throw new Error(`${name} drew nothing: its page is not in the remote's first chunk, or its route renders nothing`);
  return markup;
}

const pages = {};
const pictures = {};
for (const name of routeNames) {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route || route.owner !== remote) throw new Error(`portal.prerender names ${name}, which is not a page of the ${remote} remote`);
  if (route.path.includes(':')) throw new Error(`portal.prerender names ${name}, whose path ${route.path} takes parameters: it has no one page to draw ahead`);
  // Each picture drawn at the address that says what only an address says (My Deals' list), as the page opens there.
  const listed = drawnFor[name] ? parse(PicturesOfPage, drawnFor[name]) : [];
  if (listed.length > 0) pictures[name] = listed.map((fits) => ({ markup: drawn(name, addressOfPicture(route.path, fits.facts), fits), ...fits }));
  // A page drawn for nobody, unless its pictures are for sessions: one whose pictures only an address says has both.
  if (listed.length === 0 || picturesOnlyByAddress(listed)) pages[name] = drawn(name, route.path);
}
process.stdout.write(JSON.stringify({ pages, pictures }));
