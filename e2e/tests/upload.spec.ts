import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { devFileEndpoints, endpointPath, REQUEST_PROOF_HEADERS, type StoredFile } from '@portal/shared-contracts';
import { expectAccessible } from '../support/accessibility';
import { MB, signedInUserId, writeFileOfSize } from '../support/files';
import { startSignedIn } from '../support/portal';

// The one upload path, end to end: the kit page's FileUpload → portal.api.upload (XMLHttpRequest, multipart) → the
// host server's /api proxy → the API's multipart parsing with the limits enforced while streaming → the file store,
// and back by download links. Lower environments only, as the kit page and devFileEndpoints are.

const API = '/api';

/** Signs Ann in and opens the kit page's upload section. */
async function openKitSamples(page: Page): Promise<Locator> {
  await startSignedIn(page, 'borrower@demo.test', '/portal-kit');
  const section = page.getByRole('region', { name: 'File upload' });
  await expect(section.getByRole('heading', { name: 'Your kit samples' })).toBeVisible();
  // The stored samples have loaded (a list, or the empty text).
  await expect(section.getByRole('list', { name: 'Stored kit samples' }).or(section.getByText('No kit samples stored yet.'))).toBeVisible();
  return section;
}

// The file input, named by the field's label and its "Choose files" button (Chromium gives it the button role).
const pickerOf = (section: Locator) => section.getByRole('button', { name: 'Kit samples Choose files', exact: true });
const rowOf = (section: Locator, name: string) => section.getByRole('listitem').filter({ has: section.page().getByText(name, { exact: true }) }).first();

/** Slows the browser's uploads (bytes a second), as a slow connection would; -1 lifts the limit. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

async function storedSamples(page: Page): Promise<StoredFile[]> {
  const id = await signedInUserId(page);
  const response = await page.request.get(`${API}${endpointPath(devFileEndpoints.list, { id })}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredFile[];
}

test('a small file uploads with its progress, says "Uploaded successfully", is listed, and downloads byte for byte', async ({ page }, testInfo) => {
  const section = await openKitSamples(page);
  const name = `kit-sample-${Date.now()}.bin`;
  const path = testInfo.outputPath(name);
  const bytes = writeFileOfSize(path, 2 * MB);

  // At 1 MB a second the upload takes about two seconds: long enough to watch its progress bar move.
  const unthrottle = await throttleUploads(page, MB);
  await pickerOf(section).setInputFiles(path);
  const bar = section.getByRole('progressbar', { name: `Uploading ${name}` });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0), { message: 'the progress bar moves' }).toBeGreaterThan(0);
  await expect(section.getByText('Uploaded successfully')).toBeVisible({ timeout: 20_000 });
  await expect(bar).toBeHidden();
  await unthrottle();

  // The list reloads with the new file, whose link downloads exactly what was sent.
  const link = section.getByRole('list', { name: 'Stored kit samples' }).getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', new RegExp(`^${API}/users/\\d+/dev/files/\\d+$`));
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(name);
  expect(readFileSync(await download.path()).equals(bytes)).toBe(true);

  // "Download all (zip)": one zip of the account's samples, the new file among them.
  const [zip] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download all (zip)' }).click()]);
  expect(zip.suggestedFilename()).toBe('kit-samples.zip');
  const zipped = readFileSync(await zip.path());
  expect(zipped.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(zipped.includes(Buffer.from(name))).toBe(true);
});

test('a large upload on a slow connection shows the warning and Cancel after 30 seconds; Cancel stops it and nothing is stored', async ({ page }, testInfo) => {
  await startSignedIn(page, 'borrower@demo.test', null);
  // The page's clock is Playwright's, so the 30 seconds can be skipped; it runs at its normal pace meanwhile.
  await page.clock.install();
  await page.goto('/portal-kit');
  const section = page.getByRole('region', { name: 'File upload' });
  const name = `large-${Date.now()}.pdf`;
  const path = testInfo.outputPath(name);
  writeFileOfSize(path, 20 * MB);

  // 20 MB at 256 KB a second would take 80 seconds.
  const unthrottle = await throttleUploads(page, 256 * 1024);
  await pickerOf(section).setInputFiles(path);
  const row = rowOf(section, name);
  await expect(row.getByRole('progressbar', { name: `Uploading ${name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Cancel ${name}` })).toHaveCount(0);

  await page.clock.fastForward('00:30');
  await expect(row.getByText('Upload is taking a long time due to large file size or slow internet speed.', { exact: false })).toBeVisible();
  await row.getByRole('button', { name: `Cancel ${name}` }).click();
  await expect(row.getByText('Upload cancelled.')).toBeVisible();
  await expect(row.getByRole('progressbar')).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Retry ${name}` })).toBeVisible();
  await unthrottle();

  // The API took nothing of it: a file is recorded only once every byte arrived.
  expect((await storedSamples(page)).map((file) => file.name)).not.toContain(name);
});

test('an oversized file, a spreadsheet over 5 MB and an empty file are refused in the page with the spec\'s words, and by the API too', async ({ page }, testInfo) => {
  const section = await openKitSamples(page);
  const tooBig = writeFileOfSize(testInfo.outputPath('site-survey.pdf'), 25 * MB + 1, { zeros: true });
  const bigSheet = writeFileOfSize(testInfo.outputPath('rent-roll.xlsx'), 5 * MB + 1, { zeros: true });
  const empty = writeFileOfSize(testInfo.outputPath('blank-scan.pdf'), 0);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/dev/files')) posts.push(request.url());
  });

  await pickerOf(section).setInputFiles([testInfo.outputPath('site-survey.pdf'), testInfo.outputPath('rent-roll.xlsx'), testInfo.outputPath('blank-scan.pdf')]);
  await expect(section.getByRole('alert')).toHaveText([
    'The file "site-survey.pdf" is too big, please select a file up to 25MB.',
    'The file "rent-roll.xlsx" is too big. XLS file limit is 5MB.',
    'The file "blank-scan.pdf" is empty, please select a valid file.',
  ]);
  expect(posts).toEqual([]);

  // The API refuses them as well, with the same words, when they are sent straight to it with the session's cookie.
  const url = `${API}${endpointPath(devFileEndpoints.upload, { id: await signedInUserId(page) })}`;
  const send = (name: string, buffer: Buffer, mimeType = 'application/pdf', headers: Record<string, string> = { ...REQUEST_PROOF_HEADERS }) =>
    page.request.post(url, { headers, multipart: { file: { name, mimeType, buffer } } });
  const refusals = [
    [await send('site-survey.pdf', tooBig), 413, 'The file "site-survey.pdf" is too big, please select a file up to 25MB.'],
    [await send('rent-roll.xlsx', bigSheet, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), 413, 'The file "rent-roll.xlsx" is too big. XLS file limit is 5MB.'],
    [await send('blank-scan.pdf', empty), 400, 'The file "blank-scan.pdf" is empty, please select a valid file.'],
  ] as const;
  for (const [response, status, message] of refusals) {
    expect(response.status()).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  }
  // Without the portal's request proof, even a good file is refused.
  expect((await send('fine.pdf', Buffer.from('%PDF-1.7'), 'application/pdf', {})).status()).toBe(403);
  const stored = (await storedSamples(page)).map((file) => file.name);
  for (const refused of ['site-survey.pdf', 'rent-roll.xlsx', 'blank-scan.pdf', 'fine.pdf']) expect(stored).not.toContain(refused);
});

test('the upload section has no serious or critical accessibility violations, signed out and with its states shown', async ({ page }, testInfo) => {
  const scan = () => expectAccessible(page, 'the upload section', { include: '.portal-kit__uploads' });

  await page.goto('/portal-kit');
  const signedOut = page.getByRole('region', { name: 'File upload' });
  await expect(signedOut.getByText('Nobody is signed in', { exact: false })).toBeVisible();
  await scan();

  const section = await openKitSamples(page);
  const name = `a11y-${Date.now()}.txt`;
  writeFileOfSize(testInfo.outputPath(name), 1024);
  await pickerOf(section).setInputFiles(testInfo.outputPath(name));
  await section.getByRole('button', { name: 'Add an empty file' }).click();
  await expect(section.getByText('Uploaded successfully')).toBeVisible();
  await expect(section.getByRole('alert')).toHaveText('The file "empty-scan.pdf" is empty, please select a valid file.');
  await scan();
});
