import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from './routes';

const HttpUrl = v.pipe(v.string(), v.url());

/**
 * A script the portal loads from a third party: an absolute http(s) address, or a path on the host's own origin
 * (`/api/…`, where a lower environment's stand-in is served through the host), which its policy already trusts.
 */
export const ScriptAddress = v.union([HttpUrl, v.pipe(v.string(), v.regex(/^\/(?![/\\])\S*$/, 'must be an http(s) address or a path on the host'))]);

/**
 * A remote's version, as releases are named (`loans@1.4.0`) and folders are laid out: semantic-version-like, with an
 * optional pre-release (`1.4.0-rc.1`); nothing that could walk out of a folder or into a query.
 */
export const REMOTE_VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z]+(?:[.-][0-9A-Za-z]+)*)?$/;
export const RemoteVersion = v.pipe(v.string(), v.regex(REMOTE_VERSION_PATTERN, 'must be a version such as 1.4.0 or 1.4.0-rc.1'));

/** A subresource-integrity value: the algorithm and the digest in base64 (`sha384-…`). */
export const SUBRESOURCE_INTEGRITY_PATTERN = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

export const RemotePin = v.object({
  version: RemoteVersion,
  /** Where the remote's `mf-manifest.json` for this version lives: `<remote origin>/<version>/mf-manifest.json`. */
  manifestUrl: HttpUrl,
  /**
   * Subresource integrity of the version's `remoteEntry.js`, copied from its release record when it was promoted: the
   * host refuses an entry whose bytes do not match. Absent where the artifact is rebuilt in place (a local build).
   */
  integrity: v.optional(v.pipe(v.string(), v.regex(SUBRESOURCE_INTEGRITY_PATTERN, 'must be a subresource-integrity value such as sha384-…'))),
});
export type RemotePin = v.InferOutput<typeof RemotePin>;

/**
 * The environment file the host fetches at boot (`/environment.json`), which pins every remote's version.
 * `testing` is honoured only where `lower` is true: it lets end-to-end tests shorten the session clock and the time a
 * remote may take to load before its fallback says so.
 */
export const EnvironmentFile = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  lower: v.boolean(),
  apiBase: v.string(),
  marketingSiteUrl: HttpUrl,
  marketingContactUrl: HttpUrl,
  allowedOrigins: v.array(HttpUrl),
  /** The origins the portal's host is served from: the remotes' servers allow them (CORS) and no other. */
  hostOrigins: v.optional(v.array(HttpUrl), []),
  /**
   * Third parties' scripts the portal loads (spec 002 §2.3 bank linking, e-signature): their addresses, also allowed
   * by the Content-Security-Policy. In lower environments they are the API's stand-ins, on the host's own origin.
   */
  thirdPartyScripts: v.optional(v.object({ bankLinking: v.optional(ScriptAddress), eSignature: v.optional(ScriptAddress) }), {}),
  remotes: v.object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, RemotePin])) as Record<RemoteName, typeof RemotePin>),
  testing: v.optional(
    v.object({
      sessionMaxMs: v.optional(v.pipe(v.number(), v.minValue(1000))),
      sessionWarningMs: v.optional(v.pipe(v.number(), v.minValue(500))),
      remoteLoadTimeoutMs: v.optional(v.pipe(v.number(), v.minValue(1000), v.maxValue(60_000))),
    }),
  ),
});
export type EnvironmentFile = v.InferOutput<typeof EnvironmentFile>;

/**
 * The manifest of another version of a pinned remote: versions sit side by side under the remote's origin
 * (`<origin>/<version>/mf-manifest.json`), as the artifact store lays them out.
 */
export function manifestUrlOf(pin: Pick<RemotePin, 'manifestUrl'>, version: string): string {
  return new URL(`../${version}/mf-manifest.json`, pin.manifestUrl).href;
}

/** A remote may only come from an origin the environment allows. */
export function originIsAllowed(env: Pick<EnvironmentFile, 'allowedOrigins'>, url: string): boolean {
  try {
    const origin = new URL(url).origin;
    return env.allowedOrigins.some((allowed) => new URL(allowed).origin === origin);
  } catch {
    return false;
  }
}

/**
 * The id of the JSON data block in which the host server hands the shell its environment and the manifest of the
 * remote the address belongs to (deploy's shellPage, the host's bootDataOf): one round trip fewer before any remote.
 */
export const BOOT_DATA_ID = 'portal-boot-data';

/**
 * The public frame (bar and footer) as static HTML, written beside the host's index.html by its build: the host server
 * puts it in the shell page of the pages for signed-out visitors, so that they paint with the first stylesheet, before
 * any script runs; React's first render replaces it with the same frame. Built once for every environment, its links to
 * the marketing site point at PUBLIC_FRAME_SITE, which the server replaces with the environment's marketingSiteUrl.
 */
export const PUBLIC_FRAME_FILE = 'public-frame.html';
export const PUBLIC_FRAME_SITE = 'https://marketing-site.invalid';

/**
 * The signed-in frame's outline as static HTML, written beside the host's index.html by its build: the top bar with the
 * lender's name and a spinner where the page will be, nothing of the person (the server cannot tell who they are: the
 * session is in the browser). The host server puts it in the shell page of the pages that need a signed-in person, so
 * that they paint with the first stylesheet rather than once the host's scripts have run; React's first render
 * replaces it with the frame itself.
 */
export const SIGNED_IN_FRAME_FILE = 'signed-in-frame.html';

/**
 * The script that draws the person's banners into that outline from the session the browser stores (host/src/
 * signed-in-ahead.ts), written beside it by the host's build: the host server puts its text in the page after the
 * outline, allowed by its hash, so that it runs before the first paint.
 */
export const SIGNED_IN_AHEAD_FILE = 'signed-in-ahead.js';

/**
 * Marks the `<template>` in a shell page's head that holds its preload hints: the host's loader (tooling/paint-first.js)
 * puts them in the head once the page has painted, with the host's entry, so that on a slow link the files they ask
 * for do not share it with the page the first paint shows.
 */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-portal-after-paint';

/**
 * Marks a script of the host's own build in its page (`<script defer src="/name.js" data-portal-inline>`, the loader
 * that starts the host's entry: tooling/paint-first.js) that the host server puts in the page itself, allowed by its
 * hash: the page then asks for no file before its first paint, and none of the first frame's work waits on one.
 */
export const INLINE_HOST_SCRIPT_ATTRIBUTE = 'data-portal-inline';

/**
 * A remote's page drawn ahead by its build, in the public frame's main element (deploy's shellPage): an element of this
 * class, naming its route in this attribute. The host moves it into the remote's element at boot, where the remote's
 * first render replaces it with the same page (host/src/remotes/prerenderedPage.ts).
 */
export const PRERENDERED_PAGE_CLASS = 'portal-prerendered';
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered-route';

const frameLink = new RegExp(`href="${PUBLIC_FRAME_SITE.replace(/[.]/g, '\\.')}([^"]*)"`, 'g');
const asAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The public frame for an environment: each link to PUBLIC_FRAME_SITE pointed at its marketingSiteUrl, as the frame
 * makes them (the site itself, or one of its pages by absolute path).
 */
export function publicFrameFor(frame: string, marketingSiteUrl: string): string {
  return frame.replace(frameLink, (_link, path: string) => `href="${asAttribute(path ? new URL(path, marketingSiteUrl).href : marketingSiteUrl)}"`);
}
