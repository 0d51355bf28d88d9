import { screen, waitFor } from '@testing-library/react';
import { pathFor, routesOwnedBy, type RemoteName, type RouteName } from '@portal/shared-contracts';
import type { FakeAnswer } from './answers';
import { createFakePortal } from './fakePortal';
import { mountRemote, type RemoteLifecycles } from './mountRemote';
import { sampleUrlOf } from './sampleUrl';
import { signedInBundle } from '../test-support/signed-in-bundle';

type RemoteApp = RemoteLifecycles & { info: { name: string; contractVersion: string } };

/** A page that needs what a visit by URL alone cannot give (Deal Confirmation's submitted deal) goes elsewhere instead. */
export type RouteArrival = { goesTo: RouteName };

/** What a page's heading says, when the specification gives it its own words rather than the route's title. */
export type RouteHeadings = Partial<Record<RouteName, string | RegExp>>;

/**
 * The tests every remote owes the host: it records its build facts, and through its single-spa lifecycles it
 * mounts a page with the route's title on every route the table gives it, and unmounts cleanly. `answers` serve
 * the calls pages make on arrival, if a remote wants them answered. `arrivals` names the pages that, visited by their
 * URL alone, go to another route instead (and which); `headings` the pages whose heading is not the route's title
 * (My Deals says "PENDING LOANS - SUMMARY").
 */
export function describeRemoteLifecycles(
  app: RemoteApp,
  owner: RemoteName,
  contractVersion: string,
  {
    answers = [],
    arrivals = {},
    headings = {},
  }: { answers?: readonly FakeAnswer[]; arrivals?: Partial<Record<RouteName, RouteArrival>>; headings?: RouteHeadings } = {},
) {
  describe(`the ${owner} remote, mounted through its single-spa lifecycles`, () => {
    test('records what it was built with', () => {
      expect(app.info).toMatchObject({ name: owner, contractVersion });
    });

    const shown = routesOwnedBy(owner).filter((route) => !arrivals[route.name]);
    test.each(shown.map((route) => [sampleUrlOf(route), headings[route.name] ?? route.title] as const))('%s shows "%s"', async (url, heading) => {
      // Only the heading is checked here: a page's own calls may go unanswered (and fail) without failing this test.
      const { portal } = createFakePortal({ bundle: signedInBundle({ permissions: ['owner'] }), answers, onFakeMisused: () => undefined });
      const mounted = await mountRemote(app, portal, url);
      try {
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      } finally {
        // Unmounted even when the heading is wrong, so one failure does not leave a page behind for the next case.
        await mounted.unmount();
      }
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    });

    const elsewhere = routesOwnedBy(owner).flatMap((route) => {
      const arrival = arrivals[route.name];
      return arrival ? [[sampleUrlOf(route), arrival.goesTo] as const] : [];
    });
    if (elsewhere.length > 0) {
      test.each(elsewhere)('%s, visited by its URL alone, goes to %s', async (url, goesTo) => {
        const fake = createFakePortal({ bundle: signedInBundle({ permissions: ['owner'] }), answers, onFakeMisused: () => undefined });
        const mounted = await mountRemote(app, fake.portal, url);
        await waitFor(() => expect(fake.navigations).toContain(pathFor(goesTo)));
        await mounted.unmount();
      });
    }
  });
}
