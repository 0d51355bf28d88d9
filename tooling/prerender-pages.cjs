/*
 * Run by the remotes' build (PrerenderPlugin, webpack.mjs) in a process of its own, under @swc-node/register:
 * `node prerender-pages.cjs <remote> <module> <route>…` prints, as JSON, the markup the module's `prerender(path)`
 * draws for each route (`pages`), and whom each page the module's `drawnFor` names was drawn for (`drawnFor`, checked
 * by the contract's `DrawnFor`: a page that fits only a kind of person). A route must be the remote's own and take no
 * parameters: its page is the same for every visitor. Stylesheets the pages import are the build's business, not this
 * drawing's.
 */
require.extensions['.css'] = () => {};
const { createRequire } = require('node:module');
const { join, resolve } = require('node:path');
const [remote, modulePath, ...routeNames] = process.argv.slice(2);
// The remote's own contract (the process runs in the remote's folder).
const { DrawnFor, ROUTES } = createRequire(join(process.cwd(), 'package.json'))('@portal/shared-contracts');
const { parse } = createRequire(join(process.cwd(), 'package.json'))('valibot');
const { prerender, drawnFor = {} } = require(resolve(modulePath));

const pages = {};
for (const name of routeNames) {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route || route.owner !== remote) throw new Error(`portal.prerender names ${name}, which is not a page of the ${remote} remote`);
  if (route.path.includes(':')) throw new Error(`portal.prerender names ${name}, whose path ${route.path} takes parameters: it has no one page to draw ahead`);
  const markup = prerender(route.path);
  if (!markup) throw new Error(`${name} drew nothing: its page is not in the remote's first chunk, or its route renders nothing`);
  pages[name] = markup;
}
for (const name of Object.keys(drawnFor)) {
  if (!routeNames.includes(name)) throw new Error(`drawnFor names ${name}, which portal.prerender does not draw`);
}
const fits = Object.fromEntries(Object.entries(drawnFor).map(([name, condition]) => [name, parse(DrawnFor, condition)]));
process.stdout.write(JSON.stringify({ pages, drawnFor: fits }));
