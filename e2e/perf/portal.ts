import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { REMOTE_NAMES } from '@portal/shared-contracts';
import { artifactsDir, baseEnvironmentFile, environmentFile, environmentsDir, repoRoot, runDir } from '../support/paths';
import { startProcess, startRemote, stopAll } from '../support/processes';

/** Where `npm start` and the end-to-end tests serve the portal (deploy/src/ports.ts): loopback only. */
export const HOST_URL = 'http://127.0.0.1:8080';
export const API_URL = 'http://127.0.0.1:4000';
export const REMOTE_PORTS = { auth: 8081, deals: 8082, loans: 8083, profile: 8084, teams: 8085 } as const;
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_BORROWERS = ['borrower@demo.test', 'builder@demo.test'] as const;

/** The remote whose origin served a URL, or 'host'. */
export function ownerOf(url: string): string {
  const port = Number(new URL(url).port);
  return Object.entries(REMOTE_PORTS).find(([, remotePort]) => remotePort === port)?.[0] ?? 'host';
}

export function assertBuilt(): void {
  if (!existsSync(join(repoRoot, 'host/dist/index.html')) || REMOTE_NAMES.some((remote) => !existsSync(join(repoRoot, 'deploy/artifacts', `remote-${remote}`)))) {
    throw new BuildMissing();
  }
}
export class BuildMissing extends Error {
  constructor() {
    super('The production build is missing (host/dist or deploy/artifacts): run `npm run build` first.');
  }
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });

/**
 * Serves the production build as the end-to-end global setup does (e2e/support/global-setup.ts), with the same
 * functions: a fresh run folder (database, environments, a copy of the build's artifact store), the API and host in
 * one process, each remote in its own. No releases are published: the pages run the versions local.json pins.
 */
export async function startPortal(): Promise<void> {
  await stopAll();
  const busy = [];
  for (const port of [8080, 4000, ...Object.values(REMOTE_PORTS)]) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length > 0) throw new Error(`Port(s) ${busy.join(', ')} already in use: stop the running portal (npm start, an end-to-end run) first.`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(environmentsDir, { recursive: true });
  cpSync(baseEnvironmentFile, environmentFile);
  for (const remote of REMOTE_NAMES) cpSync(join(repoRoot, 'deploy/artifacts', `remote-${remote}`), join(artifactsDir, `remote-${remote}`), { recursive: true });
  // The measurements sign the same demo borrowers in many times a minute (the load alone signs in 50 at once).
  process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = '100000';
  process.env.ACCOUNT_ATTEMPTS_PER_MINUTE = '100000';
  await startProcess('portal', 'servePortal.ts', ['--env-file', environmentFile, '--data-dir', join(runDir, 'data'), '--quiet', '--without-remotes'], 'portal ready');
  for (const remote of REMOTE_NAMES) await startRemote(remote);
}

export const stopPortal = stopAll;

/**
 * Signs in through the Login page (e-mail, Continue, password, Login), as a borrower does and the e2e tests do, and
 * waits for the page the sign-in lands on: the sidebar, or the teams area for one who works in teams.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${HOST_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('region', { name: 'Main Account' })).first().waitFor({ timeout: 30_000 });
}

/**
 * A signed-in session to start cold contexts from: signed in through the Login page in a context of its own, then
 * its cookies and localStorage (where the portal keeps the session's bundle) only. A context made from them starts
 * with an empty HTTP cache — Chromium gives each Playwright context its own — so the page loaded in it downloads all
 * its JavaScript, as on a first visit after signing in elsewhere.
 */
export async function signedInState(browser: Browser, email: string): Promise<NonNullable<BrowserContextOptions['storageState']>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, email);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Waits for the network to settle, without failing on pages that keep a request open. */
export async function settle(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
}
