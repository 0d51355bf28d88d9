/*
 * How many copies of react-dom and of the Module Federation runtime a page with two remotes runs: /dashboard signed
 * in (the loans remote's page, and the profile remote's notifications bell in the top bar), loaded cold, each loaded
 * script's body searched for a marker of each. The markers, picked by reading the built files (host/dist,
 * deploy/artifacts/remote-*):
 *
 * - react-dom: `__reactContainer$`, the prefix of the key react-dom's client renderer (react-dom-client.production)
 *   sets on a root's container. Only the renderer has it — not react, not the react-dom entry that re-exports —
 *   and a minifier keeps it, being a string. Each build ships the renderer in its own shared chunk (host/dist
 *   262.*.js, each remote's 262.*.js), so the count is how many of them the page actually loaded.
 * - federation runtime: `("generatePreloadAssets")`, the name given to a lifecycle hook when
 *   @module-federation/runtime-core's remote handler is constructed. The runtime's core has it, in the host's main
 *   chunk and in every remote entry built with its own runtime; a remote built with `experiments.externalRuntime`
 *   refers to the host's runtime and does not. (A plugin's method named after the hook is no match: it is not a
 *   string in parentheses.)
 * - federation bundler runtime: `"tree-shake-plugin"`, the name of the runtime plugin
 *   @module-federation/webpack-bundler-runtime's `init` adds to every container. It was in the host's main chunk and
 *   in every remote entry; a remote built with tooling's `hostBundlerRuntime` takes the host's (tooling/federation/).
 */
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import type { Measure, MeasureResult } from './measure';
import { scriptsOfColdLoad } from './page-scripts';
import { signedInState } from './portal';

const MARKERS = {
  'react-dom': '__reactContainer$',
  'federation runtime': '("generatePreloadAssets")',
  'federation bundler runtime': '"tree-shake-plugin"',
} as const;
const PATH = '/dashboard';

export const sharedCopies: Measure = {
  name: 'shared-copies',
  needsPortal: true,
  async run(): Promise<MeasureResult> {
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const session = await signedInState(browser, 'borrower@demo.test');
      const { scripts, finalPath } = await scriptsOfColdLoad(browser, PATH, session);
      if (finalPath !== PATH) throw new Error(`${PATH} ended on ${finalPath}: the page was not measured`);
      const remotes = [...new Set(scripts.map((script) => script.owner).filter((owner) => owner !== 'host'))].sort();
      if (remotes.length < 2) throw new Error(`${PATH} loaded scripts of ${remotes.length} remote(s) only (${remotes.join(', ')}): not a page with two remotes`);
      const copies = Object.entries(MARKERS).map(([name, marker]) => ({ name, marker, files: scripts.filter((script) => script.body.includes(marker)).map(({ url, owner }) => ({ url, owner })) }));
      const rows = copies.map(({ name, files }) => ({
        measure: `Copies of ${name} on ${PATH} (remotes ${remotes.join(', ')})`,
        figure: `${files.length} (${files.map((file) => `${file.owner} ${new URL(file.url).pathname.split('/').pop()}`).join(', ')})`,
        goal: '1',
        met: files.length === 1,
      }));
      return { rows, details: { path: PATH, remotes, copies } };
    } finally {
      await browser.close();
    }
  },
};
