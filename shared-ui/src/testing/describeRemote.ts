import { screen } from '@testing-library/react';
import { routesOwnedBy, type RemoteName } from '@portal/shared-contracts';
import type { FakeAnswer } from './answers';
import { createFakePortal } from './fakePortal';
import { mountRemote, type RemoteLifecycles } from './mountRemote';
import { sampleUrlOf } from './sampleUrl';
import { signedInBundle } from '../test-support/signed-in-bundle';

type RemoteApp = RemoteLifecycles & { info: { name: string; contractVersion: string } };

/**
 * The tests every remote owes the host: it records its build facts, and through its single-spa lifecycles it
 * mounts a page with the route's title on every route the table gives it, and unmounts cleanly. `answers` serve
 * the calls pages make on arrival, if a remote wants them answered.
 */
export function describeRemoteLifecycles(app: RemoteApp, owner: RemoteName, contractVersion: string, { answers = [] }: { answers?: readonly FakeAnswer[] } = {}) {
  describe(`the ${owner} remote, mounted through its single-spa lifecycles`, () => {
    test('records what it was built with', () => {
      expect(app.info).toMatchObject({ name: owner, contractVersion });
    });

    test.each(routesOwnedBy(owner).map((route) => [sampleUrlOf(route), route.title]))('%s shows "%s"', async (url, title) => {
      // Only the title is checked here: a page's own calls may go unanswered (and fail) without failing this test.
      const { portal } = createFakePortal({ bundle: signedInBundle({ permissions: ['owner'] }), answers, onFakeMisused: () => undefined });
      const mounted = await mountRemote(app, portal, url);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await mounted.unmount();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    });
  });
}
