import { expect, test } from '@playwright/test';
import { COMPANY, SIDEBAR } from '@portal/shared-contracts';
import { countLayoutShifts, drawnAheadByTheServer, holdRequests, layoutShifted } from '../support/page-drawn-ahead';
import { startSignedIn } from '../support/portal';
import { savingData } from '../support/save-data';

test('signed in as borrower@demo.test: the signed-in layout, the full sidebar and the loans remote; react-dom and the federation runtime load once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(await response.text().catch(() => ''));
  });

  await startSignedIn(page, 'borrower@demo.test');
  await expect(page).toHaveURL(/\/my_deals$/);
  await expect(page.locator('[data-remote="loans"]').getByRole('heading', { level: 1, name: 'PENDING LOANS - SUMMARY' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ann/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit New Loan' }).first()).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  // The owner sees every item of the sidebar (the list itself is checked against the spec in the contract's tests).
  await expect(sidebar.getByRole('link')).toHaveText(SIDEBAR.map((item) => item.label));
  await expect(page.getByText(/operating on behalf of borrower/)).toHaveCount(0);
  await expect(page.getByRole('complementary').getByText('Morgan Reyes')).toBeVisible();

  // A table holds the height ag-grid draws its rows at (shared-ui's grid-size.ts), and its plain rows must be as high:
  // if they differ, the page moves when ag-grid takes the table over (issue 15, layout shift; budget.spec checks the grid).
  const rows = page.locator('[data-remote="loans"] .pui-data-table__rows').first();
  await expect(rows.getByRole('table')).toBeVisible();
  const heights = await rows.evaluate((element) => ({
    held: Number.parseFloat((element as HTMLElement).style.minBlockSize),
    drawn: element.firstElementChild!.getBoundingClientRect().height,
  }));
  expect(heights.drawn).toBe(heights.held);

  // Two remotes have mounted on this page (auth for the sign-in, loans now): one react-dom for all of them.
  const reactDomCopies = scripts.filter((source) => source.includes('__reactContainer$')).length;
  expect(reactDomCopies).toBe(1);
  // The remotes are built with the federation runtime external: the host's runtime is the page's one copy (the marker is
  // explained in e2e/perf/shared-copies.ts).
  const federationRuntimeCopies = scripts.filter((source) => source.includes('("generatePreloadAssets")')).length;
  expect(federationRuntimeCopies).toBe(1);
  // One bundler runtime too: the remote entries take the host's (tooling/federation/).
  const bundlerRuntimeCopies = scripts.filter((source) => source.includes('"tree-shake-plugin"')).length;
  expect(bundlerRuntimeCopies).toBe(1);
  const reactDomVersions = await page.evaluate(() => {
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, unknown>>>> } }).__FEDERATION__;
    return Object.values(federation.__SHARE__).flatMap((scopes) => Object.keys(scopes.default?.['react-dom'] ?? {}));
  });
  expect(new Set(reactDomVersions).size).toBe(1);
});

test("a signed-in page paints from the page itself, before the host's scripts: the frame's outline, the person's banners and the page's outline; the shell and the area then take over without a blink or a shift", async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  await drawnAheadByTheServer(page, '/my_deals');
  // The host's entry script held back: what shows meanwhile is the page the host server sent.
  const releaseHost = await holdRequests(page, /^http:\/\/127\.0\.0\.1:8080\/main\.[0-9a-f]+\.js$/);
  // Every change to the page's root is looked at: once the page holds its top bar, banner and heading, a moment
  // without one of them would be a blink.
  await page.addInitScript(() => {
    const seen = window as unknown as { blinks: string[]; shifted: number };
    seen.blinks = [];
    seen.shifted = 0;
    let whole = false;
    new MutationObserver(() => {
      const root = document.getElementById('portal-root');
      const missing = ['.portal-top-bar', '.portal-banner', 'main h1'].filter((part) => !root?.querySelector(part));
      if (missing.length === 0) whole = true;
      else if (whole) seen.blinks.push(...missing);
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.shifted += (entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  // Not until DOMContentLoaded: the held script is a deferred one, which that event waits for.
  await page.goto('/my_deals', { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toHaveText(COMPANY.name);
  await expect(page.locator('.portal-top-bar')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // The application alert, drawn from the session the browser stores, and the page's heading and tabs (drawn by the
  // loans area's build, for nobody: no loans, no spinner).
  await expect(page.getByRole('status')).toHaveText('Your application needs your attention: Introduction. Complete your application');
  // Inert until the area replaces it: its tabs do nothing yet, so they take no tap and no focus meanwhile.
  const picture = page.locator('main .portal-prerendered[inert]');
  await expect(picture.getByRole('heading', { level: 1 })).toHaveText('PENDING LOANS - SUMMARY');
  await expect(picture.getByRole('tab', { name: 'PENDING LOANS' })).toHaveAttribute('aria-selected', 'true');
  // Styled by the page's own stylesheet (in the page too), not the browser's button.
  await expect(page.locator('.loans-my-deals__switch')).not.toHaveCSS('display', 'inline-block');
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);

  releaseHost();
  const loans = page.locator('[data-remote="loans"]');
  await expect(loans.getByRole('table').first()).toBeVisible();
  await expect(loans.getByRole('heading', { level: 1, name: 'PENDING LOANS - SUMMARY' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Ann/ })).toBeVisible();
  await expect(page.locator('.portal-banner')).toHaveCount(1);
  const { blinks, shifted } = await page.evaluate(() => {
    const seen = window as unknown as { blinks: string[]; shifted: number };
    return { blinks: seen.blinks, shifted: seen.shifted };
  });
  expect(blinks).toEqual([]);
  expect(shifted).toBe(0);
});

test("a signed-in page opened with a query paints what the query says (My Deals' list, after moving between its tabs), the area then taking its place without a shift; a query it does not read, the outline's spinner", async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  await drawnAheadByTheServer(page, '/my_deals');
  await countLayoutShifts(page);
  const hostEntry = /^http:\/\/127\.0\.0\.1:8080\/main\.[0-9a-f]+\.js$/;
  const releaseHost = await holdRequests(page, hostEntry);
  await page.goto('/my_deals?category=active', { waitUntil: 'commit' });
  const picture = page.locator('main .portal-prerendered[inert]');
  await expect(picture.getByRole('heading', { level: 1 })).toHaveText('ACTIVE LOANS - SUMMARY');
  await expect(picture.getByRole('tab', { name: 'ACTIVE LOANS' })).toHaveAttribute('aria-selected', 'true');
  releaseHost();
  const loans = page.locator('[data-remote="loans"]');
  await expect(loans.getByRole('heading', { level: 1, name: 'ACTIVE LOANS - SUMMARY' })).toBeVisible();
  await expect(loans.getByRole('table').first()).toBeVisible();
  await expect(page.locator('main [inert]')).toHaveCount(0);
  expect(await layoutShifted(page)).toBe(0);

  await page.route(hostEntry, () => undefined);
  await page.goto('/my_deals?category=active&x=1', { waitUntil: 'commit' });
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  await expect(page.getByRole('main').getByRole('heading')).toHaveCount(0);
});

test("a signed-in page's preload hints wait for its first paint to be on screen, in a template the host's loader puts in the head with the entry", async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  const sent = await (await page.request.get('/dashboard')).text();
  const held = /<template data-portal-after-paint>(.*?)<\/template>/.exec(sent)?.[1] ?? '';
  expect(held.match(/<link rel="preload"/g)?.length).toBeGreaterThan(3);
  // Outside the template, only the host's entry is preloaded from the head.
  expect(sent.replace(held, '').match(/<link rel="preload"[^>]*>/g)).toEqual([expect.stringContaining('data-portal-entry')]);

  await page.addInitScript(() => {
    const seen = window as unknown as { hintsAddedAt?: number };
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of Array.from(change.addedNodes))
          if (node instanceof HTMLLinkElement && node.rel === 'preload' && !node.hasAttribute('data-portal-entry') && change.target === document.head) seen.hintsAddedAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/dashboard');
  await expect(page.locator('[data-remote="loans"]').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const { hintsAddedAt, paintedAt } = await page.evaluate(() => ({
    hintsAddedAt: (window as unknown as { hintsAddedAt?: number }).hintsAddedAt,
    // The frame's presentation: nothing of the hints is asked for while the page is on its way to the screen.
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(paintedAt).toBeDefined();
  expect(hintsAddedAt).toBeGreaterThanOrEqual(paintedAt!);
});

test("pointing at a sidebar link runs the code of the page it leads to, before the click", async ({ page }) => {
  const entitiesPageChunk = /\/entities-list\.[0-9a-f]+\.js$/;
  // The chunk as a script the page runs (its download for later, while idle, is no script: see the next test).
  const ran: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && ran.push(request.url())));
  await startSignedIn(page, 'borrower@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'PENDING LOANS - SUMMARY' })).toBeVisible();
  expect(ran.filter((url) => entitiesPageChunk.test(url))).toEqual([]);

  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Entities', exact: true });
  const chunk = page.waitForResponse((response) => entitiesPageChunk.test(response.url()) && response.request().resourceType() === 'script' && response.ok());
  await link.hover();
  await chunk;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Entities' })).toBeVisible();
  expect(ran.filter((url) => entitiesPageChunk.test(url))).toHaveLength(1);
});

test("while the browser is idle the sidebar's pages have their files downloaded, not run (a desktop's mouse); a click runs them from the cache", async ({ page }) => {
  const newDealChunk = /^http:\/\/127\.0\.0\.1:8082\/.*\/new-deal\.[0-9a-f]+\.js$/;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  /** How the browser answered each request for the chunk: over the network, or from what the prefetch kept. */
  const answers: string[] = [];
  cdp.on('Network.responseReceived', ({ response, type }) => {
    if (newDealChunk.test(response.url)) answers.push(`${type} ${response.fromPrefetchCache ? 'from the prefetch' : 'from the network'}`);
  });
  await startSignedIn(page, 'borrower@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'PENDING LOANS - SUMMARY' })).toBeVisible();
  // The areas load one per idle moment first, which a page busy with its first render may push back by seconds.
  await expect.poll(() => answers, { timeout: 15_000 }).toEqual(['Other from the network']);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submit New Loan', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Let's build your deal" })).toBeVisible();
  expect(answers).toEqual(['Other from the network', 'Script from the prefetch']);
});

test("the top bar the page paints with is as tall as the shell's, on a phone and on a desktop: nothing under it moves when its actions come, an unverified borrower's Submit New Loan (its popover's code in a chunk of its own) included", async ({ page }) => {
  const hostEntry = /^http:\/\/127\.0\.0\.1:8080\/main\.[0-9a-f]+\.js$/;
  const bodyTop = () => page.locator('.portal-signed-in__body').evaluate((body) => body.getBoundingClientRect().top);
  const topBar = page.getByRole('banner');
  await startSignedIn(page, 'unverified@demo.test', null);
  await countLayoutShifts(page);
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 823 });
    const releaseHost = await holdRequests(page, hostEntry);
    await page.goto('/my_deals', { waitUntil: 'commit' });
    await expect(page.locator('main .portal-prerendered h1')).toHaveText('PENDING LOANS - SUMMARY');
    const before = await bodyTop();
    releaseHost();
    await expect(page.locator('[data-remote="loans"]').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(topBar.getByRole('button', { name: /^Uri/ })).toBeVisible();
    if (width > 480) {
      await expect(topBar.getByRole('button', { name: 'Submit New Loan', expanded: false })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Submit New Loan', expanded: false })).toBeVisible();
    } else {
      // A phone's top bar has no room for it: it is in the menu, with the sidebar's other items, blocked there too.
      await expect(topBar.locator('.portal-top-bar__submit')).toBeHidden();
      await topBar.getByRole('button', { name: /^Uri/ }).click();
      await topBar.getByRole('button', { name: 'Submit New Loan', expanded: false }).click();
      await expect(topBar.getByRole('dialog', { name: "This action is not allowed because you're not verified yet." })).toBeVisible();
      await topBar.getByRole('button', { name: /^Uri/ }).click();
    }
    expect(await bodyTop()).toBe(before);
    expect(await layoutShifted(page)).toBe(0);
    await page.unroute(hostEntry);
  }
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true });

  test("every popover lies within the screen: the top bar's, and those of an unverified borrower's blocked buttons", async ({ page }) => {
    const phone = { width: 360, height: 740 };
    await page.setViewportSize(phone);
    await startSignedIn(page, 'unverified@demo.test', null);
    const bar = page.getByRole('banner');
    const area = page.locator('[data-remote]');
    for (const [path, buttons] of [
      ['/entities', [bar.getByRole('button', { name: /^Notifications/ }), bar.getByRole('button', { name: /Uri/ }), area.getByRole('button', { name: 'Add an entity' })]],
      ['/my_deals', [area.getByRole('button', { name: 'SUBMIT NEW LOAN' })]],
      ['/payment_methods', [area.getByRole('button', { name: /New Payment Method/ })]],
    ] as const) {
      await page.goto(path);
      for (const button of buttons) {
        await button.click();
        const popover = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
        await expect(popover).toBeVisible();
        const box = (await popover.boundingBox())!;
        expect([path, box.x >= 0 && box.x + box.width <= phone.width]).toEqual([path, true]);
        await page.keyboard.press('Escape');
        await expect(popover).toBeHidden();
      }
    }
  });

  test("the areas load while idle, but the sidebar's pages' files wait for a touch on a link", async ({ page }) => {
    const dealsApp = page.waitForResponse((response) => /^http:\/\/127\.0\.0\.1:8082\/.*__federation_expose_app\.[0-9a-f]+\.js$/.test(response.url()));
    await startSignedIn(page, 'borrower@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'PENDING LOANS - SUMMARY' })).toBeVisible();
    await dealsApp;
    // The idle moment after the last area loads is when a desktop adds its downloads for later.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
  });

  test("no page is wider than the phone, on any of its tabs, Ann's and the teams area: a wide table scrolls in its own box; no figure or word of a fact list or a table is broken over two lines; a row of tabs is one row with the page's tab in view and its focus ring; and none reports an error in the browser", async ({ page }) => {
    test.setTimeout(90_000);
    // A small phone's screen (many Android phones are 360 px wide; Lighthouse's is 412).
    const phone = { width: 360, height: 740 };
    await page.setViewportSize(phone);
    // What the browser reports as it opens each page: an uncaught error, a console error (a failed request, a
    // hydration React could not make of a page drawn ahead). Not on the environment file, where startSignedIn writes
    // the stored session, and the browser asks for the /favicon.ico a JSON document names no icon for.
    const reported: string[] = [];
    const report = (what: string) => {
      const { pathname } = new URL(page.url());
      if (pathname !== '/environment.json') reported.push(`${pathname}: ${what}`);
    };
    page.on('pageerror', (error) => report(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') report(message.text());
    });
    const tabs = (path: string, count: number) => Array.from({ length: count }, (_, tab) => `${path}?tab=${tab}`);
    const pagesOf: Record<string, string[]> = {
      'borrower@demo.test': ['/dashboard', '/my_deals', '/my_deals/1', '/new_deal', '/entities', '/entities/1', '/my_documents', '/payment_methods', '/plaid', '/guarantor', ...tabs('/settings', 4), ...tabs('/borrower_application', 8)],
      'teams@demo.test': ['/teams_area'],
    };
    const wider: string[] = [];
    const wrapped: string[] = [];
    const misplacedTabs: string[] = [];
    for (const [account, paths] of Object.entries(pagesOf)) {
      await startSignedIn(page, account, null);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('[data-remote] h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > phone.width) wider.push(`${path}: ${width} px`);
        // An amount, a date, a word or an e-mail on more than one line ("$745,000 / .00", "Su / bm / itte / d"): the lines its text
        // is drawn on (its text's own boxes, not a badge's around it).
        const figures = await page.locator('[data-remote] :is(.pui-facts dd, .pui-plain-table td, .pui-plain-table th[scope="col"])').evaluateAll((values) =>
          values.flatMap((value) => {
            const text = value.textContent!.trim();
            if (!/^(\$?[\d,./]+|[A-Za-z]+|[\w.+-]+@[\w.-]+)$/.test(text)) return [];
            const lines = new Set<number>();
            const texts = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
            for (let node = texts.nextNode(); node; node = texts.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const line of Array.from(range.getClientRects())) lines.add(Math.round(line.top));
            }
            return lines.size > 1 ? [text] : [];
          }),
        );
        wrapped.push(...figures.map((figure) => `${path}: ${figure}`));
        // A row's name (a file's, a person's) wraps where its words do, after a space, a hyphen, a dot or an underscore:
        // not "articles- / of- / organizat / ion-or-", which a column kept at 6em made of an entity's file names.
        const names = await page.locator('[data-remote] .pui-plain-table th[scope="row"]').evaluateAll((headers) =>
          headers.flatMap((header) => {
            const breaks: string[] = [];
            const texts = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
            for (let node = texts.nextNode(); node; node = texts.nextNode()) {
              const text = node.textContent ?? '';
              let top: number | null = null;
              for (let at = 0; at < text.length; at++) {
                const range = document.createRange();
                range.setStart(node, at);
                range.setEnd(node, at + 1);
                const rect = range.getClientRects()[0];
                if (!rect) continue;
                const lineTop = Math.round(rect.top);
                if (top !== null && lineTop > top && !/[\s\-_./]/.test(text[at - 1]!)) breaks.push(`${text.slice(0, at)} / ${text.slice(at)}`);
                top = lineTop;
              }
            }
            return breaks;
          }),
        );
        wrapped.push(...names.map((name) => `${path}: ${name}`));
        // A row of tabs is one row, the page's own tab in view within it (the Application's eight took six rows); two
        // tabs fit without scrolling (the teams area's Invitations had its count past the edge).
        const tabRows = await page.locator('[data-remote] [role="tablist"][aria-orientation="horizontal"]').evaluateAll((lists) =>
          lists.flatMap((list) => {
            const row = list.getBoundingClientRect();
            const tabs = Array.from(list.querySelectorAll('[role="tab"]'));
            const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
            const selected = list.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
            const inView = selected.left >= row.left - 1 && selected.right <= row.right + 1;
            const fits = tabs.length > 2 || list.scrollWidth <= list.clientWidth;
            // The focus ring within the row's box, which clips what lies past it (focused without a pointer: drawn).
            const tab = list.querySelector<HTMLElement>('[aria-selected="true"]')!;
            tab.focus();
            const style = getComputedStyle(tab);
            const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
            const ringShown = tab.matches(':focus-visible') && selected.top - ring >= row.top && selected.bottom + ring <= row.bottom;
            tab.blur();
            const problems = [tops.size === 1 ? '' : `${tops.size} rows`, inView ? '' : 'its tab out of view', fits ? '' : 'two tabs not fitting', ringShown ? '' : 'its focus ring clipped'];
            return problems.some(Boolean) ? [problems.filter(Boolean).join(', ')] : [];
          }),
        );
        misplacedTabs.push(...tabRows.map((what) => `${path}: ${what}`));
      }
    }
    expect(wider).toEqual([]);
    expect(wrapped).toEqual([]);
    expect(misplacedTabs).toEqual([]);
    expect(reported).toEqual([]);
  });
});

test("the page opened on, and a switch into an area not loaded yet, fetch the page's own files with the area's app, as its manifest lists them, and the host's boot files, each once", async ({ page }) => {
  // Saving data: no area is loaded ahead, so the click is what starts the deals remote.
  await savingData(page.context());
  const myDealsChunk = /^http:\/\/127\.0\.0\.1:8083\/.*\/my-deals\.[0-9a-f]+\.js$/;
  const newDealChunk = /^http:\/\/127\.0\.0\.1:8082\/.*\/new-deal\.[0-9a-f]+\.js$/;
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  // Hinted from the manifest the page carries, under the integrity the remote's entry loads the chunk with: the
  // browser uses what the hint fetched, so the chunk is downloaded once.
  const hinted = page.locator('link[rel="preload"][as="script"][crossorigin="anonymous"][integrity^="sha256-"]');
  const hintedFiles = async (file: RegExp) => (await hinted.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))).filter((href) => file.test(href));

  // Opened on My Deals: its chunk asked for as the shell boots, not once the loans app has mounted (its list shows).
  await startSignedIn(page, 'borrower@demo.test');
  await expect(page.locator('[data-remote="loans"]').getByRole('table').first()).toBeVisible();
  expect(await hintedFiles(myDealsChunk)).toHaveLength(1);
  expect(asked.filter((url) => myDealsChunk.test(url))).toHaveLength(1);
  expect(asked.filter((url) => url.startsWith('http://127.0.0.1:8082/'))).toEqual([]);
  // The host's own boot files, hinted from the page's head (the build names them), each downloaded once: a hint asks
  // without CORS, as webpack loads the host's own chunks.
  const hostHints = await page.locator('head link[rel="preload"][href^="/"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hostHints.length).toBeGreaterThan(5);
  const hostFiles = asked.filter((url) => url.startsWith('http://127.0.0.1:8080/') && /\.(js|css)$/.test(url));
  expect(hostFiles.filter((url, index) => hostFiles.indexOf(url) !== index)).toEqual([]);
  for (const hint of hostHints) expect(hostFiles).toContain(hint);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submit New Loan', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Let's build your deal" })).toBeVisible();
  expect(await hintedFiles(newDealChunk)).toHaveLength(1);
  expect(asked.filter((url) => newDealChunk.test(url))).toHaveLength(1);
  // Every file of the remotes — entries, apps (hinted by the host server and by the shell's loader), pages — once.
  const remoteFiles = asked.filter((url) => /^http:\/\/127\.0\.0\.1:808[1-5]\/.*\.(js|css)$/.test(url));
  expect(remoteFiles.length).toBeGreaterThan(8);
  expect(remoteFiles.filter((url, index) => remoteFiles.indexOf(url) !== index)).toEqual([]);
});

test('a portal team member sees only what the role allows, and the on-behalf banner', async ({ page }) => {
  await startSignedIn(page, 'member@demo.test');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Dashboard', 'Loans']);
  await expect(page.getByText('You are logged in as Mia Member and operating on behalf of borrower Ann Borrower')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit New Loan' })).toHaveCount(0);
});

test('logout asks "Are you sure?" and goes to Login', async ({ page }) => {
  await startSignedIn(page, 'borrower@demo.test');
  await page.getByRole('button', { name: /Ann/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Sign-out clears all stored data and ends the session on the server.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal.')))).toEqual([]);
  const answer = await page.request.get('/api/users/1');
  expect(answer.status()).toBe(401);
});
