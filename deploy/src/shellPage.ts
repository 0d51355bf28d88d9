import {
  AFTER_FIRST_PAINT_ATTRIBUTE,
  BOOT_DATA_ID,
  decideNavigation,
  DrawnFor,
  LAST_ACTIVITY_STORAGE_KEY,
  matchRoute,
  PicturesOfPage,
  picturesForQuery,
  PRERENDERED_PAGE_CLASS,
  PRERENDERED_ROUTE_ATTRIBUTE,
  publicFrameFor,
  releaseFilesOf,
  REMOTE_NAMES,
  routeNeedsSignIn,
  routesOwnedBy,
  SESSION_FACTS_ATTRIBUTE,
  SESSION_MAX_MS,
  SIGNED_OUT_VISITOR,
  type EnvironmentFile,
  type RemoteName,
} from '@portal/shared-contracts';
import * as v from 'valibot';

/*
 * The shell page as the host server sends it: the built index.html, plus what the browser would otherwise learn one
 * round trip after another (main chunk → /environment.json → the remote's manifest → its entry → its chunks):
 *
 * - the environment, and the manifest of the remote that owns the requested path, as a JSON data block (a data block
 *   is not a script: the Content-Security-Policy's "no inline script" holds). The host boots from them and checks
 *   them as it checks what it fetches (host/src/environment/loadEnvironment.ts, `bootDataOf`). A page that needs a
 *   signed-in person carries the manifests of every remote a signed-in person can open (about 1 KB compressed
 *   each): the first switch into another area, or the shell loading it while idle, then starts with its entry, one
 *   round trip sooner;
 * - preload hints for that remote's entry and its app's first files, so they download while the host's own chunks do,
 *   held in a template that the host's loader puts in the head once the page has painted, as it starts the host's
 *   entry (AFTER_FIRST_PAINT_ATTRIBUTE, tooling/paint-first.js): on a slow link they no longer share it with the page
 *   the first paint shows (Lighthouse mobile, /my_deals and /dashboard: that paint 0.8–2.7 s with the hints in the
 *   head, as the race between the paint and the hinted downloads fell, 0.8–1.6 s held back);
 * - on the pages for signed-out visitors, the public frame (bar and footer) the host's build wrote as static HTML,
 *   pointed at the environment's marketing site: it paints with the stylesheet, before any script has run, and the
 *   shell's first render replaces it with the same frame. Those pages go without the preload hints: on a slow link
 *   the hinted scripts share the bandwidth with the stylesheet the first paint waits for (Lighthouse mobile, /login:
 *   first contentful paint 1.4–1.6 s with them, 0.77 s without; score 84 against 91);
 * - on the pages that need a signed-in person, the outline of the signed-in frame the host's build wrote (the top bar
 *   with the lender's name, a spinner where the page will be): nothing of the person, whom the server cannot tell, so
 *   the page paints with the stylesheet rather than once the host's scripts have run (on a phone, seconds later); the
 *   shell's first render replaces it with the frame itself. These pages keep their preload hints: their page needs the
 *   remote's scripts and the API's answers before it shows anything of its own. Right after the outline's top bar,
 *   the host's script that draws the person's banners from the session the browser stores (SIGNED_IN_AHEAD_FILE,
 *   host/src/shell/layout/bannersAhead.ts), allowed by its hash (hostServer.ts);
 * - in the frame's main element, the page itself when its remote's release drew it ahead (the manifest's
 *   `metaData.portal.prerendered`, written by its build for nobody: the landing page, Registration's form, My Deals'
 *   and the dashboard's outlines), with the stylesheets of the remote's app and of the page: the page paints with the
 *   frame, and the host keeps it on screen until the remote mounts and takes it over (host/src/remotes/prerenderedPage.ts;
 *   hydrated, or replaced when it is a picture: a signed-in page's outline, a form; shared-ui's createRemoteLifecycles).
 *   A signed-out page only where the guard opens it to a visitor; a signed-in page only for its address alone: a query
 *   may change what it shows. Not for a remote pinned with a hash: the hash covers its entry, not a page of markup the
 *   host server would put in the portal's own page;
 * - on a page for anyone (the e-mails' links to unlock an account and to verify one, the 404), the public frame in a
 *   template, followed by a script allowed by its hash (`VISITOR_FRAME_SCRIPT`) that puts it in the page only when the
 *   browser stores no session it could restore: a visitor sees the frame before any script of the portal has run, and a
 *   signed-in person, whom the shell draws the signed-in frame for, does not see the public one first;
 * - a signed-in page drawn ahead for kinds of person (`metaData.portal.prerenderedFor`: the application on each tab it
 *   may open on, its tabs in a row) as its pictures, each in a template beside the outline's spinner, followed by a
 *   script allowed by its hash (`PICTURE_FOR_SESSION_SCRIPT`) that puts the first that fits in the spinner's place: the
 *   session's facts the banners' script wrote on the outline, and the screen, are those it was drawn for (the
 *   contract's pictures.ts).
 */

interface FederationManifest {
  metaData: {
    remoteEntry: { name: string; path: string };
    /** `exposed`: each exposed module's files, scripts with the integrity the remote's runtime loads them under (tooling/webpack.mjs `exposedFiles`). */
    portal?: { prerendered?: Record<string, string>; prerenderedFor?: Record<string, unknown>; exposed?: Record<string, unknown>; pages?: Record<string, unknown> };
  };
  exposes: { path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const isManifest = (value: unknown): value is FederationManifest => {
  const candidate = value as FederationManifest | null;
  return typeof candidate?.metaData?.remoteEntry?.name === 'string' && Array.isArray(candidate.exposes);
};

export interface ManifestSource {
  /** The manifest at that address, or undefined when it could not be had quickly: the browser then fetches it. */
  manifest(url: string): Promise<FederationManifest | undefined>;
  /** A prerendered page at that address, or undefined when it could not be had quickly: the page goes without it. */
  page(url: string): Promise<string | undefined>;
  /** A remote's stylesheet at that address, or undefined when it could not be had quickly: the page links it instead. */
  stylesheet(url: string): Promise<string | undefined>;
}

/** The most markup a prerendered page may have: a page drawn ahead is a few kilobytes. */
export const PRERENDERED_PAGE_MAX_CHARS = 64 * 1024;

const prerenderedPageOf = (text: string) => (text.length <= PRERENDERED_PAGE_MAX_CHARS && !/<script/i.test(text) ? text : undefined);

/**
 * Manifests, prerendered pages and their stylesheets fetched by the host server, kept for a minute (a version's files do
 * not change once released; a local rebuild of the same version is picked up within the minute). A remote that does
 * not answer within `timeoutMs`, or answers with an error, costs the page nothing more: its manifest is left to the
 * browser, its page to its JavaScript, its stylesheet to a link, and it is asked again only after `retryMs`, so that a
 * hung remote costs one page in that time its wait, and a remote back up has its pages drawn ahead within seconds.
 */
export function createManifestSource({ fetchImpl = fetch, timeoutMs = 300, keepMs = 60_000, retryMs = 5_000, now = Date.now } = {}): ManifestSource {
  function keeper<T>(read: (response: Response) => Promise<T | undefined>) {
    const kept = new Map<string, { until: number; value: Promise<T | undefined> }>();
    return (url: string) => {
      const known = kept.get(url);
      if (known && now() < known.until) return known.value;
      const asked = now();
      const value = fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
        .then((response) => (response.ok ? read(response) : undefined))
        .catch(() => undefined);
      const entry = { until: asked + keepMs, value };
      kept.set(url, entry);
      void value.then((had) => {
        if (had === undefined) entry.until = asked + retryMs;
      });
      return value;
    };
  }
  return {
    manifest: keeper(async (response) => {
      const body: unknown = await response.json();
      return isManifest(body) ? body : undefined;
    }),
    page: keeper(async (response) => prerenderedPageOf(await response.text())),
    stylesheet: keeper((response) => response.text()),
  };
}

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The remote whose page the path is, if any (the host's own pages and NotFound have none). */
function remoteOfPath(path: string): RemoteName | undefined {
  const { route } = matchRoute(path);
  return route.owner === 'host' ? undefined : (route.owner as RemoteName);
}

/**
 * Whether the path's page is only for signed-out visitors (the landing page, Login, Registration…): the server cannot
 * tell a signed-in browser (its session is in its storage), but that one is sent on from these pages anyway.
 */
const isSignedOutPage = (path: string) => Boolean(matchRoute(path).route.access.unauthenticatedOnly);

/**
 * Whether a signed-out visitor opens the path's page itself in this environment, as the guard decides it: Registration
 * outside lower environments sends the visitor to Login, and its page drawn ahead has no place there.
 */
const opensForVisitor = (env: EnvironmentFile, path: string) => decideNavigation(path, SIGNED_OUT_VISITOR, env).kind === 'allow';

/**
 * Whether a page drawn ahead has a field: it is then sent as a picture, inert until its remote replaces it, rather than
 * taken over as it is (what a visitor typed into markup that the remote then took over could be lost: Registration's
 * form). A signed-in page is always a picture: drawn for nobody, it is the page's outline.
 */
const holdsAField = (page: string) => /<(input|select|textarea)\b/i.test(page);

/** Whether the path's page is only for a signed-in person (My Deals, the dashboard…), as the guard decides it. */
const needsSignIn = (path: string) => routeNeedsSignIn(matchRoute(path).route.access);

/** Whether the path's page is for anyone, signed in or not (the e-mails' links, the 404), and opens for a visitor. */
const isForAnyone = (env: EnvironmentFile, path: string) => !isSignedOutPage(path) && !needsSignIn(path) && opensForVisitor(env, path);

/**
 * The script after the public frame of a page for anyone, in the page itself and allowed by its hash: it runs as the
 * browser reads it and puts the frame its template holds in the page unless a session is stored that the shell would
 * restore (`sessionIsRestorable`'s rule: active within the last 15 minutes, and not in the future).
 */
export const VISITOR_FRAME_SCRIPT =
  '(function(s){var t=s.previousElementSibling,a=null,n=Date.now();try{a=JSON.parse(localStorage.getItem("' +
  LAST_ACTIVITY_STORAGE_KEY +
  '"))}catch(e){}' +
  `if(t&&t.content&&!(typeof a=="number"&&a<=n&&n-a<=${SESSION_MAX_MS}))s.parentNode.replaceChildren(t.content)})(document.currentScript)`;

/** The public frame for a visitor only: a signed-in person's shell draws the signed-in frame. */
const frameForVisitor = (frame: string) => `<template>${frame}</template>${inlineScript(VISITOR_FRAME_SCRIPT)}`;

/** The remotes a signed-in person can open: those owning a route that needs sign-in. */
const SIGNED_IN_REMOTES = REMOTE_NAMES.filter((remote) => routesOwnedBy(remote).some((route) => routeNeedsSignIn(route.access)));

/** The manifests a page carries, by address: its route's remote's, and on a signed-in page every signed-in area's. */
async function manifestsCarried(env: EnvironmentFile, path: string, remote: RemoteName | undefined, manifests: ManifestSource) {
  const remotes = new Set([...(remote ? [remote] : []), ...(needsSignIn(path) ? SIGNED_IN_REMOTES : [])]);
  const carried = await Promise.all([...remotes].map(async (name) => [env.remotes[name].manifestUrl, await manifests.manifest(env.remotes[name].manifestUrl)] as const));
  return Object.fromEntries(carried.filter(([, manifest]) => manifest !== undefined));
}

/** A file of a remote's release, by its name in the manifest: beside the entry, which is beside the manifest. */
const remoteFileUrl = (manifestUrl: string, manifest: FederationManifest, name: string) =>
  new URL([manifest.metaData.remoteEntry.path, name].filter(Boolean).join('/'), manifestUrl).href;

const appExposeOf = (manifest: FederationManifest) => manifest.exposes.find((expose) => expose.path === './app');

/**
 * Preload hints for a remote's entry and its app's first files, each asked for as the browser will load it, or it
 * downloads the file twice: the entry as the federation runtime loads it (without CORS, except an entry checked
 * against the pin's integrity: the check needs CORS), the app's files as the remote's runtime loads its chunks (with
 * CORS, each script under the integrity its entry carries, which the manifest lists beside it). A release whose
 * manifest does not list them has its entry hinted only; of a list, what the contract allows (`releaseFilesOf`).
 */
function preloadHints(manifestUrl: string, manifest: FederationManifest, integrity: string | undefined): string[] {
  const { remoteEntry } = manifest.metaData;
  const at = (name: string) => attribute(remoteFileUrl(manifestUrl, manifest, name));
  const entry = integrity
    ? `<link rel="preload" as="script" crossorigin="anonymous" href="${at(remoteEntry.name)}" integrity="${attribute(integrity)}">`
    : `<link rel="preload" as="script" href="${at(remoteEntry.name)}">`;
  const app = releaseFilesOf(manifest.metaData.portal?.exposed?.['./app']);
  const scripts = app.js.map((script) => `<link rel="preload" as="script" crossorigin="anonymous" href="${at(script.name)}" integrity="${attribute(script.integrity)}">`);
  const styles = app.css.map((name) => `<link rel="preload" as="style" crossorigin="anonymous" href="${at(name)}">`);
  return [entry, ...scripts, ...styles];
}

/**
 * Preload hints for the host's own files its boot fetches (tooling/webpack.mjs BootFilesPlugin names them in the
 * page's head, `<meta name="portal-boot-files">`), for the pages that need a signed-in person: they download beside
 * the host's entry instead of once it has arrived and run (Lighthouse mobile, /dashboard's largest paint ~1 s sooner).
 * Without CORS, as webpack loads the host's own chunks (it asks with CORS only for another origin's): a hint must ask
 * the same way, or the browser downloads the file twice.
 */
function hostBootHints(html: string): string[] {
  const content = /<meta name="portal-boot-files" content="([^"]*)"\s*\/?>/.exec(html)?.[1] ?? '';
  return content
    .split(' ')
    .filter((file) => /^[\w.-]+\.(js|css)$/.test(file))
    .map((file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="/${attribute(file)}">`);
}

/**
 * Links to the stylesheets a page a remote drew ahead needs at its first paint: its app's, and the page's own chunk's
 * (a page kept in a chunk of its own: the manifest's `metaData.portal.pages`).
 */
function pageStylesheets(manifestUrl: string, manifest: FederationManifest, route: string): string[] {
  const names = new Set([...(appExposeOf(manifest)?.assets?.css?.sync ?? []), ...releaseFilesOf(manifest.metaData.portal?.pages?.[route]).css]);
  return [...names].map((name) => `<link rel="stylesheet" href="${attribute(remoteFileUrl(manifestUrl, manifest, name))}">`);
}

/** The frame's main element: its opening tag, and what it holds. */
const MAIN = /(<main\b[^>]*>)([\s\S]*)<\/main>/;

/** A page drawn ahead, marked with the class and attribute the host looks for at boot. */
const pageElement = (route: string, page: string, picture: boolean) =>
  `<div class="${PRERENDERED_PAGE_CLASS}" ${PRERENDERED_ROUTE_ATTRIBUTE}="${attribute(route)}"${picture ? ' inert' : ''}>${page}</div>`;

/**
 * A frame with a page in its main element, in place of what was there (the signed-in outline's spinner), marked with
 * the class and attribute the host looks for at boot. A picture (a signed-in page, or one that `holdsAField`) is inert:
 * its tabs, buttons and fields do nothing until the area replaces it, so they take no tap and no focus meanwhile.
 */
const frameWithPage = (frame: string, route: string, page: string, picture: boolean) =>
  frame.replace(MAIN, (_main, opening: string) => `${opening}${pageElement(route, page, picture)}</main>`);

/** A page drawn ahead for a kind of person, as a release's manifest lists it: its file, and whom it fits. */
const PictureFile = v.object({ file: v.string(), ...DrawnFor.entries });

/**
 * A page's pictures, as a release's manifest lists them (the contract's `PicturesOfPage`, each with its file); a release
 * built with the contract 1.16 listed its one picture alone.
 */
const PictureFiles = v.union([
  v.pipe(v.array(PictureFile), v.check((pictures) => v.is(PicturesOfPage, pictures))),
  v.pipe(PictureFile, v.transform((picture) => [picture])),
]);
type PictureFile = v.InferOutput<typeof PictureFile>;

/** The pictures the manifest lists for a route, each drawn for a kind of person; none when it lists none or not as it should. */
function picturesFor(manifest: FederationManifest | undefined, route: string): PictureFile[] {
  const listed = v.safeParse(PictureFiles, manifest?.metaData.portal?.prerenderedFor?.[route]);
  return listed.success ? listed.output : [];
}

/**
 * The script after the pictures of a page drawn ahead for kinds of person, in the page itself and allowed by its hash:
 * it runs as the browser reads it, before the first paint of what follows, and puts the first picture whose template
 * fits in place of the main element's spinner: each fact it was drawn for (none, when the page's query said them all)
 * is among those the banners' script wrote on the outline, and the screen matches its media query. Without a
 * restorable session, whose facts the outline would hold, no picture shows: the shell sends the visitor to Login.
 */
export const PICTURE_FOR_SESSION_SCRIPT =
  '(function(s){var m=s.parentNode,o=s.closest("[' +
  SESSION_FACTS_ATTRIBUTE +
  ']"),f,c=m.children,i,t,q;if(!o)return;f=" "+o.getAttribute("' +
  SESSION_FACTS_ATTRIBUTE +
  '")+" ";' +
  'function has(x){return f.indexOf(" "+x+" ")>=0}' +
  'for(i=0;i<c.length;i++){t=c[i];q=t.getAttribute("data-media");' +
  'if(t.content&&t.hasAttribute("data-drawn-for")&&t.getAttribute("data-drawn-for").split(" ").filter(Boolean).every(has)&&(!q||matchMedia(q).matches))return m.replaceChildren(t.content)}' +
  '})(document.currentScript)';

/** A picture of a page drawn ahead for a kind of person: its markup, and whom it fits. */
interface DrawnPicture extends DrawnFor {
  page: string;
}

/**
 * The pictures that could be had, up to the first that could not: the page shows the first that fits, so a picture for
 * fewer facts after a missing one would be shown to those the missing one was drawn for (a verified person with an
 * entity would see the signing as an unverified one does).
 */
function picturesUpToAMissingOne(pictures: readonly (DrawnFor & { page: string | undefined })[]): DrawnPicture[] {
  const had: DrawnPicture[] = [];
  for (const { page, ...fits } of pictures) {
    if (page === undefined) break;
    had.push({ ...fits, page });
  }
  return had;
}

/**
 * A frame whose main element keeps what it holds (the outline's spinner) and adds the pictures of a page drawn ahead
 * for kinds of person, each in a template, which the script after them shows the first that fits the person and the
 * screen of.
 */
const frameWithPicturesFor = (frame: string, route: string, pictures: readonly DrawnPicture[]) =>
  frame.replace(MAIN, (_main, opening: string, content: string) => {
    const templates = pictures.map(({ page, facts, media }) => {
      const mediaAttribute = media === undefined ? '' : ` data-media="${attribute(media)}"`;
      return `<template data-drawn-for="${attribute(facts.join(' '))}"${mediaAttribute}>${pageElement(route, page, true)}</template>`;
    });
    return `${opening}${content}${templates.join('')}${inlineScript(PICTURE_FOR_SESSION_SCRIPT)}</main>`;
  });

/**
 * The static frames the host's build wrote (shared-contracts PUBLIC_FRAME_FILE, SIGNED_IN_FRAME_FILE), when it did, and
 * the script that draws the person's banners into the signed-in one (SIGNED_IN_AHEAD_FILE).
 */
export interface StaticFrames {
  public?: string;
  signedIn?: string;
  signedInAhead?: string;
}

/**
 * A script put in the page itself, which the Content-Security-Policy allows by its hash (deploy/src/hostServer.ts):
 * none when its text could end the element or start a comment or another script inside it.
 */
export const inlineScript = (code: string | undefined): string =>
  code === undefined || /<\/script|<script|<!--/i.test(code) ? '' : `<script>${code}</script>`;

const ROOT = '<div id="portal-root"></div>';
const inRoot = (page: string, markup: string) => page.replace(ROOT, `<div id="portal-root">${markup}</div>`);

/**
 * The shell for `path`. Without a readable environment the page is the plain shell, which fetches the environment
 * itself and says what is wrong.
 */
export async function shellPage(html: string, env: EnvironmentFile | undefined, path: string, manifests: ManifestSource, frames: StaticFrames = {}, query = ''): Promise<string> {
  if (!env) return html;
  const framed = Boolean(frames.public) && isSignedOutPage(path);
  const framedForVisitor = Boolean(frames.public) && isForAnyone(env, path);
  const signedInFramed = Boolean(frames.signedIn) && needsSignIn(path);
  const remote = remoteOfPath(path);
  const pin = remote ? env.remotes[remote] : undefined;
  const carried = await manifestsCarried(env, path, remote, manifests);
  const manifest = pin ? carried[pin.manifestUrl] : undefined;
  const route = matchRoute(path).route.name;
  // A signed-in page drawn for nobody is for its address alone: a query may change what it shows (its pictures for what
  // the query says, below, stand in for it then).
  const drawnAhead = (framed && opensForVisitor(env, path)) || (signedInFramed && query === '');
  const listed = drawnAhead && pin && !pin.integrity ? manifest?.metaData.portal?.prerendered?.[route] : undefined;
  // Drawn for kinds of person: only in the signed-in outline, whose banners' script writes the session's facts; with a
  // query, those drawn for what it says in place of the session (the application's tab), if it says nothing else.
  const listedPictures = signedInFramed && pin && !pin.integrity && !listed ? picturesForQuery(route, picturesFor(manifest, route), query) : [];
  const pageAt = async (file: string) => (pin ? manifests.page(new URL(file, pin.manifestUrl).href) : undefined);
  const prerendered = listed ? await pageAt(listed) : undefined;
  const pictures = picturesUpToAMissingOne(await Promise.all(listedPictures.map(async ({ file, ...fits }) => ({ ...fits, page: await pageAt(file) }))));
  const bootData = { environment: env, manifests: carried };
  const hints = [...(needsSignIn(path) ? hostBootHints(html) : []), ...(pin && manifest && !framed ? preloadHints(pin.manifestUrl, manifest, pin.integrity) : [])];
  const head = [
    `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(bootData)}</script>`,
    ...(hints.length > 0 ? [`<template ${AFTER_FIRST_PAINT_ATTRIBUTE}>${hints.join('')}</template>`] : []),
    ...(pin && manifest && (prerendered || pictures.length > 0) ? pageStylesheets(pin.manifestUrl, manifest, route) : []),
  ];
  const page = html.replace('</head>', `${head.join('')}</head>`);
  if (framed) {
    const frame = publicFrameFor(frames.public!.trim(), env.marketingSiteUrl);
    return inRoot(page, prerendered ? frameWithPage(frame, route, prerendered, holdsAField(prerendered)) : frame);
  }
  if (framedForVisitor) return inRoot(page, frameForVisitor(publicFrameFor(frames.public!.trim(), env.marketingSiteUrl)));
  if (!signedInFramed) return page;
  // The banners' script right after the top bar: it has run before the browser reads what lies below the banners.
  const outline = frames.signedIn!.trim().replace('</header>', () => `</header>${inlineScript(frames.signedInAhead)}`);
  if (pictures.length > 0) return inRoot(page, frameWithPicturesFor(outline, route, pictures));
  return inRoot(page, prerendered ? frameWithPage(outline, route, prerendered, true) : outline);
}
