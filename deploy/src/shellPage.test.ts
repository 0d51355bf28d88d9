import { BOOT_DATA_ID, REMOTE_NAMES, type EnvironmentFile, type RemoteName } from '@portal/shared-contracts';
import { createManifestSource, PICTURE_FOR_SESSION_SCRIPT, PRERENDERED_PAGE_MAX_CHARS, shellPage, VISITOR_FRAME_SCRIPT, type ManifestSource } from './shellPage';

const SHELL = '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://remotes.lender.example';

const environment: EnvironmentFile = {
  name: 'staging',
  lower: true,
  apiBase: '/api',
  marketingSiteUrl: 'https://www.lender.example',
  marketingContactUrl: 'https://www.lender.example/contact',
  allowedOrigins: [ORIGIN],
  hostOrigins: ['https://portal.lender.example'],
  thirdPartyScripts: {},
  remotes: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, { version: '1.2.0', manifestUrl: `${ORIGIN}/remote-${remote}/1.2.0/mf-manifest.json` }])) as EnvironmentFile['remotes'],
};

const SHARED_CHUNK = { name: '252.f6904f90.js', integrity: 'sha256-V8OaVcHWBLGbmXN49GUK+HcUTG/mgQIxA6rWN/TAKDg=' };
const APP_CHUNK = { name: '__federation_expose_app.6ef6f6f6.js', integrity: 'sha256-g9WgoRgIh0lTrti/BMQLaegn2bBNVysMc/JXKlAxoOQ=' };
const appFiles = { js: [SHARED_CHUNK, APP_CHUNK], css: ['__federation_expose_app.87057458.css'] };
const manifest = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    portal: { version: '1.2.0', contractVersion: '1.10.0', exposed: { './app': appFiles }, note: '</script><script>alert(1)</script>' },
  },
  exposes: [{ path: './app', assets: { js: { sync: ['252.f6904f90.js', '__federation_expose_app.6ef6f6f6.js'], async: ['registration.83a4bca9.js'] }, css: { sync: ['__federation_expose_app.87057458.css'], async: [] } } }],
};

const manifestsOf = (known: Record<string, unknown>): ManifestSource & { asked: string[] } => {
  const asked: string[] = [];
  const answer = async (url: string) => (asked.push(url), known[url] as never);
  return { asked, manifest: answer, page: answer, stylesheet: answer };
};

const bootDataIn = (page: string) => JSON.parse(new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(page)![1]!) as { environment: unknown; manifests: Record<string, unknown> };
const hintsIn = (page: string) => page.match(/<link rel="preload"[^>]*>/g) ?? [];

test("the page of a remote carries the environment and that remote's manifest as data, and preload hints for its entry and its app's first files", async () => {
  const loansManifest = `${ORIGIN}/remote-loans/1.2.0/mf-manifest.json`;
  const manifests = manifestsOf({ [loansManifest]: manifest });
  const page = await shellPage(SHELL, environment, '/my_deals/42', manifests);

  expect(manifests.asked[0]).toBe(loansManifest);
  expect(bootDataIn(page)).toEqual({ environment, manifests: { [loansManifest]: manifest } });
  expect(hintsIn(page)).toEqual([
    `<link rel="preload" as="script" href="${ORIGIN}/remote-loans/1.2.0/remoteEntry.js">`,
    // As the remote's runtime loads its chunks: with CORS, under the integrity its entry carries.
    `<link rel="preload" as="script" crossorigin="anonymous" href="${ORIGIN}/remote-loans/1.2.0/252.f6904f90.js" integrity="${SHARED_CHUNK.integrity}">`,
    `<link rel="preload" as="script" crossorigin="anonymous" href="${ORIGIN}/remote-loans/1.2.0/__federation_expose_app.6ef6f6f6.js" integrity="${APP_CHUNK.integrity}">`,
    `<link rel="preload" as="style" crossorigin="anonymous" href="${ORIGIN}/remote-loans/1.2.0/__federation_expose_app.87057458.css">`,
  ]);
  expect(page.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
  // Held in a template the host's loader puts in the head once the page has painted (tooling/paint-first.js).
  expect(page).toContain(`<template data-portal-after-paint>${hintsIn(page).join('')}</template>`);
});

test("a page that needs a signed-in person hints the host's own files its boot fetches, as the host's build names them, before the remote's; the others do not", async () => {
  const shell = '<!doctype html><html><head><meta name="portal-boot-files" content="400.aa.js 670.bb.css 262.cc.js ../x.js https://elsewhere.example/y.js signed-in.dd.js"></head><body></body></html>';
  const manifests = manifestsOf(Object.fromEntries(REMOTE_NAMES.map((remote) => [environment.remotes[remote].manifestUrl, manifest])));

  const signedIn = hintsIn(await shellPage(shell, environment, '/dashboard', manifests));
  // Without CORS, as webpack loads the host's own chunks: a hint asking otherwise would download each file twice.
  expect(signedIn.slice(0, 4)).toEqual([
    '<link rel="preload" as="script" href="/400.aa.js">',
    '<link rel="preload" as="style" href="/670.bb.css">',
    '<link rel="preload" as="script" href="/262.cc.js">',
    '<link rel="preload" as="script" href="/signed-in.dd.js">',
  ]);
  expect(signedIn[4]).toBe(`<link rel="preload" as="script" href="${ORIGIN}/remote-loans/1.2.0/remoteEntry.js">`);
  for (const path of ['/', '/login', '/portal-status']) expect((await shellPage(shell, environment, path, manifests)).match(/href="\/[^/]/g)).toBeNull();
});

test("a page that needs a signed-in person carries the manifest of every area a signed-in person can open, so that a switch starts with the area's entry; a signed-out page its own only", async () => {
  const everyRemote = manifestsOf(Object.fromEntries(REMOTE_NAMES.map((remote) => [environment.remotes[remote].manifestUrl, manifest])));
  const signedInAreas = ['loans', 'deals', 'profile', 'teams'].map((remote) => environment.remotes[remote as RemoteName].manifestUrl);

  expect(Object.keys(bootDataIn(await shellPage(SHELL, environment, '/my_deals', everyRemote)).manifests).sort()).toEqual([...signedInAreas].sort());
  expect(Object.keys(bootDataIn(await shellPage(SHELL, environment, '/login', everyRemote)).manifests)).toEqual([environment.remotes.auth.manifestUrl]);
});

test('nothing in the data can close its element: the one script of the page stays data', async () => {
  const page = await shellPage(SHELL, environment, '/login', manifestsOf({ [environment.remotes.auth.manifestUrl]: manifest }));
  expect(page.match(/<script/g)).toHaveLength(1);
  expect(page.match(/<\/script>/g)).toHaveLength(1);
  expect(bootDataIn(page).manifests[environment.remotes.auth.manifestUrl]).toEqual(manifest);
});

test('a remote pinned with a hash gets its entry hinted under that hash, and its chunks under the hashes its checked entry carries', async () => {
  const integrity = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  const pinned = { ...environment, remotes: { ...environment.remotes, auth: { ...environment.remotes.auth, integrity } } };
  const page = await shellPage(SHELL, pinned, '/login', manifestsOf({ [pinned.remotes.auth.manifestUrl]: manifest }));
  expect(hintsIn(page)).toEqual([
    `<link rel="preload" as="script" crossorigin="anonymous" href="${ORIGIN}/remote-auth/1.2.0/remoteEntry.js" integrity="${integrity}">`,
    `<link rel="preload" as="script" crossorigin="anonymous" href="${ORIGIN}/remote-auth/1.2.0/252.f6904f90.js" integrity="${SHARED_CHUNK.integrity}">`,
    `<link rel="preload" as="script" crossorigin="anonymous" href="${ORIGIN}/remote-auth/1.2.0/__federation_expose_app.6ef6f6f6.js" integrity="${APP_CHUNK.integrity}">`,
    `<link rel="preload" as="style" crossorigin="anonymous" href="${ORIGIN}/remote-auth/1.2.0/__federation_expose_app.87057458.css">`,
  ]);
});

test("a release that does not list its app's files has its entry hinted only; of a list, what the contract allows (releaseFilesOf)", async () => {
  const hintsFor = async (exposed: unknown) =>
    hintsIn(await shellPage(SHELL, environment, '/my_deals', manifestsOf({ [environment.remotes.loans.manifestUrl]: { ...manifest, metaData: { ...manifest.metaData, portal: { exposed } } } })));
  const entryOnly = [`<link rel="preload" as="script" href="${ORIGIN}/remote-loans/1.2.0/remoteEntry.js">`];
  expect(await hintsFor(undefined)).toEqual(entryOnly);
  expect(await hintsFor({ './app': { js: [{ name: '//elsewhere.example/x.js', integrity: APP_CHUNK.integrity }, { name: 'y.js', integrity: '"><script>' }], css: ['a"b.css'] } })).toEqual(entryOnly);
});

test("the host's own pages, and a remote whose manifest could not be had, carry the environment only; without a readable environment the shell is as built", async () => {
  const manifests = manifestsOf({});
  const status = await shellPage(SHELL, environment, '/portal-status', manifests);
  expect(manifests.asked).toEqual([]);
  expect(bootDataIn(status)).toEqual({ environment, manifests: {} });
  expect(hintsIn(status)).toEqual([]);

  const unreachable = await shellPage(SHELL, environment, '/entities', manifests);
  expect(bootDataIn(unreachable).manifests).toEqual({});
  expect(hintsIn(unreachable)).toEqual([]);

  expect(await shellPage(SHELL, undefined, '/login', manifests)).toBe(SHELL);
});

test('the pages for signed-out visitors carry the public frame, linked to the environment\'s site, and no preload hint; a signed-in page does not', async () => {
  const shell = '<!doctype html><html><head></head><body><div id="portal-root"></div></body></html>';
  const frame = '<div class="portal-public"><a href="https://marketing-site.invalid">Visit our website</a><a href="https://marketing-site.invalid/about">About us</a></div>\n';
  const manifests = manifestsOf(Object.fromEntries(REMOTE_NAMES.map((remote) => [environment.remotes[remote].manifestUrl, manifest])));
  for (const path of ['/', '/login', '/registration']) {
    const page = await shellPage(shell, environment, path, manifests, { public: frame });
    expect(page).toContain('<div id="portal-root"><div class="portal-public"><a href="https://www.lender.example">Visit our website</a><a href="https://www.lender.example/about">About us</a></div></div>');
    expect(hintsIn(page)).toEqual([]);
    expect(Object.keys(bootDataIn(page).manifests)).toEqual([environment.remotes.auth.manifestUrl]);
  }
  expect(await shellPage(shell, environment, '/my_deals', manifests, { public: frame })).toContain('<div id="portal-root"></div>');
  expect(hintsIn(await shellPage(shell, environment, '/my_deals', manifests, { public: frame }))).not.toEqual([]);
  // A build without the frame: the page as before, hints included.
  const unframed = await shellPage(shell, environment, '/login', manifests);
  expect(unframed).toContain('<div id="portal-root"></div>');
  expect(hintsIn(unframed)).not.toEqual([]);
});

test('the pages that need a signed-in person carry the outline of the signed-in frame, and keep their preload hints', async () => {
  const shell = '<!doctype html><html><head></head><body><div id="portal-root"></div></body></html>';
  const outline = '<div class="portal-signed-in"><header class="portal-top-bar"><span class="portal-brand">Lender</span></header></div>\n';
  const frames = { public: '<div class="portal-public"></div>', signedIn: outline };
  const manifests = manifestsOf(Object.fromEntries(REMOTE_NAMES.map((remote) => [environment.remotes[remote].manifestUrl, manifest])));
  for (const path of ['/my_deals', '/my_deals/42', '/dashboard', '/entities', '/settings']) {
    const page = await shellPage(shell, environment, path, manifests, frames);
    expect(page).toContain(`<div id="portal-root">${outline.trim()}</div>`);
    expect(hintsIn(page)).not.toEqual([]);
  }
  expect(await shellPage(shell, environment, '/login', manifests, frames)).toContain('<div id="portal-root"><div class="portal-public"></div></div>');
  // A build without the outline: the page as before.
  expect(await shellPage(shell, environment, '/my_deals', manifests, { public: frames.public })).toContain('<div id="portal-root"></div>');
});

test('the pages for anyone (the e-mails\' links, the 404) carry the public frame for a visitor only: in a template, shown by the script after it', async () => {
  const shell = '<!doctype html><html><head></head><body><div id="portal-root"></div></body></html>';
  const frame = '<div class="portal-public"><a href="https://marketing-site.invalid">Visit our website</a></div>\n';
  const manifests = manifestsOf(Object.fromEntries(REMOTE_NAMES.map((remote) => [environment.remotes[remote].manifestUrl, manifest])));
  const forVisitor = `<div id="portal-root"><template><div class="portal-public"><a href="https://www.lender.example">Visit our website</a></div></template><script>${VISITOR_FRAME_SCRIPT}</script></div>`;
  for (const path of ['/unlock_account', '/users/7/verify/abc123', '/no-such-page']) expect(await shellPage(shell, environment, path, manifests, { public: frame })).toContain(forVisitor);
  // Not a page that only sends the visitor on (Home, to My Deals), nor one the guard does not open to a visitor.
  expect(await shellPage(shell, environment, '/home', manifests, { public: frame })).toContain('<div id="portal-root"></div>');
  expect(await shellPage(shell, { ...environment, lower: false }, '/portal-status', manifests, { public: frame })).toContain('<div id="portal-root"></div>');
});

describe("a remote's page drawn ahead by its build", () => {
  const shell = '<!doctype html><html><head></head><body><div id="portal-root"></div></body></html>';
  const frame = '<div class="portal-public"><header>bar</header><main id="portal-main" class="portal-public__main" tabindex="-1"></main><footer>footer</footer></div>';
  const landing = '<section class="auth-landing"><h1>One spot for all your loans</h1><a href="/login">Sign in</a></section>';
  const authManifest = environment.remotes.auth.manifestUrl;
  const drawing = { ...manifest, metaData: { ...manifest.metaData, portal: { ...manifest.metaData.portal, prerendered: { Index: 'prerendered/Index.html' } } } };
  const landingUrl = `${ORIGIN}/remote-auth/1.2.0/prerendered/Index.html`;

  test('goes in the public frame\'s main element, marked with its route, with the stylesheet of the remote\'s app in the head', async () => {
    const manifests = manifestsOf({ [authManifest]: drawing, [landingUrl]: landing });
    const page = await shellPage(shell, environment, '/', manifests, { public: frame });
    expect(manifests.asked).toEqual([authManifest, landingUrl]);
    expect(page).toContain(
      `<main id="portal-main" class="portal-public__main" tabindex="-1"><div class="portal-prerendered" data-prerendered-route="Index">${landing}</div></main><footer>`,
    );
    expect(page).toContain(`<link rel="stylesheet" href="${ORIGIN}/remote-auth/1.2.0/__federation_expose_app.87057458.css"></head>`);
    expect(hintsIn(page)).toEqual([]);
  });

  test('only for the pages the manifest names, only when it can be had, and never from a remote pinned with a hash', async () => {
    const manifests = manifestsOf({ [authManifest]: drawing, [landingUrl]: landing });
    const login = await shellPage(shell, environment, '/login', manifests, { public: frame });
    expect(login).toContain('<main id="portal-main" class="portal-public__main" tabindex="-1"></main>');
    expect(login).not.toContain('rel="stylesheet"');
    expect(manifests.asked).not.toContain(`${ORIGIN}/remote-auth/1.2.0/prerendered/Login.html`);

    const unreachable = await shellPage(shell, environment, '/', manifestsOf({ [authManifest]: drawing }), { public: frame });
    expect(unreachable).toContain('tabindex="-1"></main>');
    expect(unreachable).not.toContain('rel="stylesheet"');

    const integrity = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const pinned = { ...environment, remotes: { ...environment.remotes, auth: { ...environment.remotes.auth, integrity } } };
    const pinnedManifests = manifestsOf({ [authManifest]: drawing, [landingUrl]: landing });
    expect(await shellPage(shell, pinned, '/', pinnedManifests, { public: frame })).toContain('tabindex="-1"></main>');
    expect(pinnedManifests.asked).toEqual([authManifest]);

    // Without the frame (a build that wrote none) there is nowhere to put it.
    expect(await shellPage(shell, environment, '/', manifestsOf({ [authManifest]: drawing, [landingUrl]: landing }))).not.toContain('portal-prerendered');
  });

  test('a page with a field goes as a picture, inert until the remote replaces it, and only where the guard opens it to a visitor', async () => {
    const form = '<section class="auth-page"><h1>Create an account</h1><form><input name="firstName"/></form></section>';
    const formUrl = `${ORIGIN}/remote-auth/1.2.0/prerendered/Registration.html`;
    const withForm = { ...drawing, metaData: { ...drawing.metaData, portal: { ...drawing.metaData.portal, prerendered: { Registration: 'prerendered/Registration.html' } } } };
    const registration = await shellPage(shell, environment, '/registration', manifestsOf({ [authManifest]: withForm, [formUrl]: form }), { public: frame });
    expect(registration).toContain(`<div class="portal-prerendered" data-prerendered-route="Registration" inert>${form}</div></main>`);

    // "Registration ... available only in lower environments, otherwise the visitor is sent to Login."
    const production = { ...environment, lower: false };
    const manifests = manifestsOf({ [authManifest]: withForm, [formUrl]: form });
    expect(await shellPage(shell, production, '/registration', manifests, { public: frame })).toContain('tabindex="-1"></main>');
    expect(manifests.asked).toEqual([authManifest]);
  });
});

describe("a signed-in page drawn ahead: the person's banners and a picture of the page", () => {
  const shell = '<!doctype html><html><head></head><body><div id="portal-root"></div></body></html>';
  const outline =
    '<div class="portal-signed-in"><header class="portal-top-bar">Lender</header><div class="portal-signed-in__body"><main id="portal-main" tabindex="-1"><div class="portal-remote-area"><span role="status">Loading…</span></div></main></div></div>';
  const banners = 'drawBanners();';
  const myDeals = '<section class="pui-page"><h1>PENDING LOANS - SUMMARY</h1></section>';
  const loansManifest = environment.remotes.loans.manifestUrl;
  const pageFiles = { js: [SHARED_CHUNK], css: ['my-deals.0badc0de.css'] };
  const drawing = { ...manifest, metaData: { ...manifest.metaData, portal: { ...manifest.metaData.portal, prerendered: { MyDeals: 'prerendered/MyDeals.html' }, pages: { MyDeals: pageFiles } } } };
  const pictureUrl = `${ORIGIN}/remote-loans/1.2.0/prerendered/MyDeals.html`;
  const known = { ...Object.fromEntries(REMOTE_NAMES.map((remote) => [environment.remotes[remote].manifestUrl, manifest])), [loansManifest]: drawing, [pictureUrl]: myDeals };

  test("goes in the outline's main element in place of its spinner, with the stylesheets of the remote's app and of the page, and the banners' script right after the top bar", async () => {
    const page = await shellPage(shell, environment, '/my_deals', manifestsOf(known), { signedIn: outline, signedInAhead: banners });
    expect(page).toContain(
      `<header class="portal-top-bar">Lender</header><script>${banners}</script><div class="portal-signed-in__body"><main id="portal-main" tabindex="-1"><div class="portal-prerendered" data-prerendered-route="MyDeals" inert>${myDeals}</div></main></div></div></div>`,
    );
    expect(page).toContain(`<link rel="stylesheet" href="${ORIGIN}/remote-loans/1.2.0/__federation_expose_app.87057458.css"><link rel="stylesheet" href="${ORIGIN}/remote-loans/1.2.0/my-deals.0badc0de.css"></head>`);
    // The area's files are still hinted: the page drawn ahead is a picture until they have run.
    expect(hintsIn(page)).not.toEqual([]);
  });

  test('not for an address with a query, which may change the page (My Deals\' tab), nor a page the release did not draw: the outline and its spinner then', async () => {
    for (const [path, query] of [['/my_deals', '?category=active'], ['/dashboard', '']]) {
      const page = await shellPage(shell, environment, path!, manifestsOf(known), { signedIn: outline, signedInAhead: banners }, query);
      expect(page).toContain(`<div id="portal-root">${outline.replace('</header>', `</header><script>${banners}</script>`)}</div>`);
      expect(page).not.toContain('rel="stylesheet"');
    }
  });

  test('a page drawn for nobody whose release also drew it for what its query says (My Deals\' list): that picture for the query, the page for nobody without one', async () => {
    const active = '<section class="pui-page"><h1>ACTIVE LOANS - SUMMARY</h1></section>';
    const lists = ['in_progress', 'active'].map((category, index) => ({ file: `prerendered/MyDeals.${index + 1}.html`, facts: [`address:category:${category}`] }));
    const both = { ...drawing, metaData: { ...drawing.metaData, portal: { ...drawing.metaData.portal, prerenderedFor: { MyDeals: lists } } } };
    const activeUrl = `${ORIGIN}/remote-loans/1.2.0/prerendered/MyDeals.2.html`;
    const manifests = manifestsOf({ ...known, [loansManifest]: both, [activeUrl]: active });
    const withQuery = (query: string) => shellPage(shell, environment, '/my_deals', manifests, { signedIn: outline, signedInAhead: banners }, query);
    expect(await withQuery('?category=active')).toContain(
      `<span role="status">Loading…</span></div><template data-drawn-for=""><div class="portal-prerendered" data-prerendered-route="MyDeals" inert>${active}</div></template><script>${PICTURE_FOR_SESSION_SCRIPT}</script></main>`,
    );
    expect(await withQuery('')).toContain(`<div class="portal-prerendered" data-prerendered-route="MyDeals" inert>${myDeals}</div></main>`);
    expect(await withQuery('')).not.toContain('<template data-drawn-for');
    // A list without its picture, or a query saying something else: the spinner.
    for (const query of ['?category=paid', '?category=active&x=1']) expect(await withQuery(query)).toContain('<span role="status">Loading…</span></div></main>');
  });

  test('the pictures of a page drawn for kinds of person go in templates beside the spinner, with the script that shows the first that fits the session and the screen', async () => {
    const onTab = (tab: number) => `<section class="pui-page"><h1>Application</h1><p>Tab ${tab}</p></section>`;
    const profileManifest = environment.remotes.profile.manifestUrl;
    const IN_A_ROW = 'not all and (min-width: 1300px)';
    const pictures = [0, 1].map((tab) => ({ file: `prerendered/BorrowerApplication.${tab + 1}.html`, facts: [`application-tab:${tab}`], media: IN_A_ROW }));
    const listing = (prerenderedFor: unknown) => ({ ...manifest, metaData: { ...manifest.metaData, portal: { ...manifest.metaData.portal, prerenderedFor: { BorrowerApplication: prerenderedFor } } } });
    const pictureUrl = (tab: number) => `${ORIGIN}/remote-profile/1.2.0/prerendered/BorrowerApplication.${tab + 1}.html`;
    const withProfile = { ...known, [profileManifest]: listing(pictures), [pictureUrl(0)]: onTab(0), [pictureUrl(1)]: onTab(1) };
    const template = (tab: number) =>
      `<template data-drawn-for="application-tab:${tab}" data-media="${IN_A_ROW}"><div class="portal-prerendered" data-prerendered-route="BorrowerApplication" inert>${onTab(tab)}</div></template>`;
    const spinner = `<main id="portal-main" tabindex="-1"><div class="portal-remote-area"><span role="status">Loading…</span></div>`;
    const page = await shellPage(shell, environment, '/borrower_application', manifestsOf(withProfile), { signedIn: outline, signedInAhead: banners });
    expect(page).toContain(`${spinner}${template(0)}${template(1)}<script>${PICTURE_FOR_SESSION_SCRIPT}</script></main>`);
    expect(page).toContain(`<link rel="stylesheet" href="${ORIGIN}/remote-profile/1.2.0/__federation_expose_app.87057458.css">`);

    // Only those before a picture that could not be had: one for fewer facts after it would be shown to its people.
    const { [pictureUrl(1)]: _second, ...withoutTheSecond } = withProfile;
    expect(await shellPage(shell, environment, '/borrower_application', manifestsOf(withoutTheSecond), { signedIn: outline })).toContain(`${spinner}${template(0)}<script>`);
    const { [pictureUrl(0)]: _first, ...withoutTheFirst } = withProfile;
    expect(await shellPage(shell, environment, '/borrower_application', manifestsOf(withoutTheFirst), { signedIn: outline })).toContain(`${spinner}</main>`);
    // A release built with the contract 1.16 listed its one picture alone.
    const older = { ...withProfile, [profileManifest]: listing(pictures[1]) };
    expect(await shellPage(shell, environment, '/borrower_application', manifestsOf(older), { signedIn: outline })).toContain(`${spinner}${template(1)}<script>`);

    // With the application's tab in the query, those of that tab, whichever tab the session names (picturesForQuery).
    const withQuery = (query: string) => shellPage(shell, environment, '/borrower_application', manifestsOf(withProfile), { signedIn: outline }, query);
    expect(await withQuery('?tab=1')).toContain(`${spinner}${template(1).replace('application-tab:1', '')}<script>${PICTURE_FOR_SESSION_SCRIPT}</script></main>`);

    // Not with a query saying anything else or naming a tab without a picture, nor from a listing that does not say
    // whom each fits, nor from a remote pinned with a hash.
    const spinnerOnly = `${spinner}</main>`;
    for (const query of ['?tab=3', '?tab=1&x=2', '?x=2']) expect(await withQuery(query)).toContain(spinnerOnly);
    const [fits] = pictures;
    for (const listed of [[{ ...fits, facts: [] }], [fits, { ...fits, facts: ['two words'] }], [{ file: fits!.file }], [], Array(25).fill(fits)]) {
      expect(await shellPage(shell, environment, '/borrower_application', manifestsOf({ ...withProfile, [profileManifest]: listing(listed) }), { signedIn: outline })).toContain(spinnerOnly);
    }
    const integrity = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const pinned = { ...environment, remotes: { ...environment.remotes, profile: { ...environment.remotes.profile, integrity } } };
    expect(await shellPage(shell, pinned, '/borrower_application', manifestsOf(withProfile), { signedIn: outline })).toContain(spinnerOnly);
  });

  test("the banners' script goes in only when nothing in it could end its element", async () => {
    for (const code of ['a("</script>")', 'a("<script")', 'a("<!--")', undefined]) {
      const page = await shellPage(shell, environment, '/dashboard', manifestsOf(known), { signedIn: outline, signedInAhead: code });
      expect(page).toContain(`<div id="portal-root">${outline}</div>`);
    }
  });
});

describe('the manifests the host server fetches', () => {
  const answering = (body: unknown, status = 200) => jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as Response);

  test('are kept for a minute, then asked for again', async () => {
    let now = 0;
    const fetchImpl = answering(manifest);
    const source = createManifestSource({ fetchImpl, now: () => now });
    await expect(source.manifest('https://r.example/m.json')).resolves.toEqual(manifest);
    now = 59_000;
    await source.manifest('https://r.example/m.json');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now = 61_000;
    await source.manifest('https://r.example/m.json');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  test('a prerendered page is kept as the manifests are; one that is too long or holds a script is not used', async () => {
    const answeringText = (text: string) => jest.fn(async () => ({ ok: true, status: 200, text: async () => text }) as Response);
    const fetchImpl = answeringText('<section>page</section>');
    const source = createManifestSource({ fetchImpl });
    await expect(source.page('https://r.example/p.html')).resolves.toBe('<section>page</section>');
    await source.page('https://r.example/p.html');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await expect(createManifestSource({ fetchImpl: answeringText('<p>'.padEnd(PRERENDERED_PAGE_MAX_CHARS + 1, 'x')) }).page('https://r.example/long.html')).resolves.toBeUndefined();
    await expect(createManifestSource({ fetchImpl: answeringText('<p>hi</p><SCRIPT src="x.js"></SCRIPT>') }).page('https://r.example/s.html')).resolves.toBeUndefined();
  });

  test('one that could not be had is asked for again after a few seconds: a remote back up has its pages drawn ahead again', async () => {
    let now = 0;
    let up = false;
    const fetchImpl = jest.fn(async () => (up ? { ok: true, status: 200, json: async () => manifest } : { ok: false, status: 502, json: async () => ({}) }) as Response);
    const source = createManifestSource({ fetchImpl, now: () => now });
    await expect(source.manifest('https://r.example/m.json')).resolves.toBeUndefined();
    up = true;
    now = 4_000;
    await expect(source.manifest('https://r.example/m.json')).resolves.toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now = 5_000;
    await expect(source.manifest('https://r.example/m.json')).resolves.toEqual(manifest);
    now = 60_000;
    await source.manifest('https://r.example/m.json');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  test('an error, something that is not a manifest, or no answer in time gives none', async () => {
    await expect(createManifestSource({ fetchImpl: answering({}, 404) }).manifest('https://r.example/a.json')).resolves.toBeUndefined();
    await expect(createManifestSource({ fetchImpl: answering({ hello: 'world' }) }).manifest('https://r.example/b.json')).resolves.toBeUndefined();
    const hanging = jest.fn((_url: string, init?: RequestInit) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))));
    await expect(createManifestSource({ fetchImpl: hanging as unknown as typeof fetch, timeoutMs: 20 }).manifest('https://r.example/c.json')).resolves.toBeUndefined();
  });
});
