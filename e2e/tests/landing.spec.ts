import { expect, test, type Page } from '@playwright/test';
import { countLayoutShifts, holdRequests, layoutShifted } from '../support/page-drawn-ahead';
import { startSignedIn } from '../support/portal';

/** Holds the auth remote's entry until the returned function is called. */
const holdTheAuthEntry = (page: Page) => holdRequests(page, 'http://127.0.0.1:8081/1.0.0/remoteEntry.js');

test('/ shows the landing page, rendered by the auth remote loaded from its own origin', async ({ page }) => {
  const authEntry = page.waitForResponse((response) => response.url() === 'http://127.0.0.1:8081/1.0.0/remoteEntry.js' && response.ok());
  await page.goto('/');
  await authEntry;
  const auth = page.locator('[data-remote="auth"]');
  await expect(auth.getByRole('heading', { level: 1, name: 'One spot for all your loans' })).toBeVisible();
  await expect(auth.getByText('Instant application process')).toBeVisible();
  await expect(auth.getByText('24/7 access and live updates')).toBeVisible();
  await expect(auth.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The public layout around it: the marketing-site link, company and social links, the privacy notice.
  await expect(page.getByRole('link', { name: 'Visit our website' })).toHaveAttribute('href', 'https://www.lender.example');
  await expect(page.getByRole('navigation', { name: 'Company' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Social media' })).toBeVisible();

  await auth.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('/ paints the landing page from the page itself: it shows while the auth remote is on its way, and the remote takes the same elements over, without a blink or a shift', async ({ page }) => {
  const releaseEntry = await holdTheAuthEntry(page);
  await countLayoutShifts(page);
  // Not until "load": the held entry is a script the page waits for.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const headline = page.getByRole('heading', { level: 1, name: 'One spot for all your loans' });
  await expect(headline).toBeVisible();
  // The shell has rendered around it (the page waits in the remote's element, marked), with no spinner over it.
  const waiting = page.locator('[data-remote="auth"][data-prerendered-route="Index"]');
  await expect(waiting).toBeAttached();
  await expect(page.getByRole('status')).toHaveCount(0);
  await headline.evaluate((element) => element.setAttribute('data-seen-before-the-remote', ''));

  releaseEntry();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(headline).toHaveAttribute('data-seen-before-the-remote', '');
  expect(await layoutShifted(page)).toBe(0);
  // Live now: Sign in moves within the page.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('/registration paints its form from the page itself as a picture: its fields take no focus while the auth remote is on its way, then the remote draws the form in its place, live, without a shift', async ({ page }) => {
  const releaseEntry = await holdTheAuthEntry(page);
  await countLayoutShifts(page);
  await page.goto('/registration', { waitUntil: 'domcontentloaded' });
  const firstName = page.getByLabel('First name');
  await expect(firstName).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  const picture = page.locator('[data-remote="auth"][data-prerendered-route="Registration"][inert]');
  await expect(picture).toBeAttached();
  // Inert: a tap on a field does not focus it, and nothing typed goes anywhere to be lost.
  await firstName.click({ force: true });
  await expect(firstName).not.toBeFocused();

  releaseEntry();
  await expect(picture).toHaveCount(0);
  await expect(page.locator('[data-remote="auth"][inert]')).toHaveCount(0);
  expect(await layoutShifted(page)).toBe(0);
  await page.getByLabel('First name').fill('Nora');
  await expect(page.getByLabel('First name')).toHaveValue('Nora');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByLabel('Last name')).toHaveAccessibleDescription(/./);
  await expect(page.getByLabel('First name')).toHaveValue('Nora');
});

test("a page for anyone (an e-mail's link to unlock an account) paints the public frame from the page itself for a visitor, and not for a signed-in browser, whose shell draws the signed-in frame", async ({ page }) => {
  await holdRequests(page, /^http:\/\/127\.0\.0\.1:8080\/main\.[0-9a-f]+\.js$/);
  await page.goto('/unlock_account?user_id=1&token=held', { waitUntil: 'commit' });
  await expect(page.getByRole('link', { name: 'Visit our website' })).toBeVisible();
  await expect(page.getByText('We use the information you share with us only to review, fund and service your', { exact: false })).toBeVisible();

  await startSignedIn(page, 'borrower@demo.test', null);
  await page.goto('/unlock_account?user_id=1&token=held', { waitUntil: 'commit' });
  await expect(page.locator('#portal-root > template')).toBeAttached();
  await expect(page.getByRole('link', { name: 'Visit our website' })).toHaveCount(0);
});

test('an unknown path shows the 404 page with a way back to the dashboard', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist or has been moved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('the public frame paints from the page itself, styled, before any script: a browser without JavaScript shows it on /login, and the landing page on /', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:8080', javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Visit our website' })).toHaveAttribute('href', 'https://www.lender.example');
    await expect(page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About us' })).toHaveAttribute('href', 'https://www.lender.example/about');
    await expect(page.getByText('We never sell your personal information.', { exact: false })).toBeVisible();
    // The shell's stylesheet is in the page's head: the bar has its colours before the JavaScript could have added them.
    await expect(page.locator('.portal-public__bar')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    // The landing page comes drawn, with the sign-in area's stylesheet, and its Sign in link leads on without script.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'One spot for all your loans' })).toBeVisible();
    await expect(page.getByText('Instant application process')).toBeVisible();
    await expect(page.locator('.auth-landing__benefits')).toHaveCSS('list-style-type', 'none');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  } finally {
    await context.close();
  }
});

test("the first paint asks for no stylesheet: the host's and the landing page's are in the page, allowed by their hashes, and the sign-in area does not fetch its own again", async ({ page }) => {
  await page.addInitScript(() => {
    const seen = window as unknown as { violations: string[] };
    seen.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => seen.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });

  await page.goto('/');
  await expect(page.locator('.portal-public__bar')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(page.locator('.auth-landing__benefits')).toHaveCSS('list-style-type', 'none');
  // The sign-in area takes the page over (the page it drew ahead no longer waits in its element, once the shell has
  // put that element in the page; its link then moves within the page) and brings no stylesheet.
  await expect(page.locator('[data-remote="auth"]')).toBeAttached();
  await expect(page.locator('[data-remote="auth"][data-prerendered-route="Index"]')).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  const inPage = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  expect(inPage).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]{8}\.css$/), expect.stringMatching(/^http:\/\/127\.0\.0\.1:8081\/.*\/__federation_expose_app\.[0-9a-f]{8}\.css$/)]);
  expect(stylesheets).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

/**
 * Opens /login and tells when the host's entry script was added to the page, next to the first frame's time (a callback
 * asked for before the page's own scripts ran) and the first contentful paint's (the frame's presentation, which comes
 * after the tasks that drew it). `paintReported: false` plays a browser that reports no paint.
 */
async function whenTheEntryStarts(page: Page, { paintReported }: { paintReported: boolean }) {
  await page.addInitScript((reported) => {
    if (!reported) Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: Object.freeze(['navigation', 'resource']) });
    const seen = window as unknown as { entryAddedAt?: number; firstFrameAt?: number };
    requestAnimationFrame(() => (seen.firstFrameAt ??= performance.now()));
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of Array.from(change.addedNodes)) if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) seen.entryAddedAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, paintReported);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  return page.evaluate(() => {
    const seen = window as unknown as { entryAddedAt?: number; firstFrameAt?: number };
    return {
      preloaded: document.querySelector('link[rel="preload"][as="script"][data-portal-entry]')?.getAttribute('href'),
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      entryAddedAt: seen.entryAddedAt,
      firstFrameAt: seen.firstFrameAt,
    };
  });
}

test('the host\'s entry starts once the page\'s first paint is on screen: it is preloaded from the head, and appended after the paint is reported by a loader in the page, which asks for no icon either', async ({ page }) => {
  const loaderRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/(paint-first\.|favicon\.ico)/.test(request.url())) loaderRequests.push(request.url());
  });
  const { preloaded, paintedAt, entryAddedAt } = await whenTheEntryStarts(page, { paintReported: true });
  expect(preloaded).toMatch(/^\/main\.[0-9a-f]+\.js$/);
  expect(paintedAt).toBeDefined();
  expect(entryAddedAt).toBeGreaterThanOrEqual(paintedAt!);
  // The loader is in the page itself (allowed by its hash), and so is the lender's icon: the first paint shares the
  // link with no request of their own.
  expect(loaderRequests).toEqual([]);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
});

test('a browser that reports no paint starts the host after its first frame', async ({ page }) => {
  const { firstFrameAt, entryAddedAt } = await whenTheEntryStarts(page, { paintReported: false });
  expect(firstFrameAt).toBeDefined();
  expect(entryAddedAt).toBeGreaterThan(firstFrameAt!);
  // Well before the wait kept for a paint that never comes.
  expect(entryAddedAt! - firstFrameAt!).toBeLessThan(200);
});
