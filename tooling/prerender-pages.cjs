/*
 * Run by the remotes' build (PrerenderPlugin, webpack.mjs) in a process of its own, under @swc-node/register:
 * `node prerender-pages.cjs <remote> <module> <route>…` prints, as JSON, the markup the module's `prerender(path)`
 * draws for each route drawn for everyone (`pages`), and for each route the module's `drawnFor` lists (the contract's
 * `PicturesOfPage`: a page that fits only some) its pictures, each drawn by `prerender(path, fits)` for the kind of
 * person it fits (`pictures`: the markup, and whom it fits). A route must be the remote's own and take no parameters:
 * its page is the same for every visitor. Stylesheets the pages import are the build's business, not this drawing's.
 */
require.extensions['.css'] = () => {};
const { createRequire } = require('node:module');
const { join, resolve } = require('node:path');
const [remote, modulePath, ...routeNames] = process.argv.slice(2);
// The remote's own contract (the process runs in the remote's folder).
const { PicturesOfPage, ROUTES } = createRequire(join(process.cwd(), 'package.json'))('@portal/shared-contracts');
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
  if (drawnFor[name]) pictures[name] = parse(PicturesOfPage, drawnFor[name]).map((fits) => ({ markup: drawn(name, route.path, fits), ...fits }));
  else pages[name] = drawn(name, route.path);
}
process.stdout.write(JSON.stringify({ pages, pictures }));
