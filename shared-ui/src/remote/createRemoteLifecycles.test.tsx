import { screen } from '@testing-library/react';
import { CONTRACT_VERSION } from '@portal/shared-contracts';
import { prerenderPage } from '../prerender/prerenderPage';
import { useSession } from '../react/hooks';
import { signedInBundle } from '../test-support/signed-in-bundle';
import { createFakePortal } from '../testing/fakePortal';
import { mountRemote } from '../testing/mountRemote';
import { createRemoteLifecycles, type RemoteBuildInfo } from './createRemoteLifecycles';
import { RemoteRoutes } from './RemoteRoutes';
import { RouteLink } from './RouteLink';

const info: RemoteBuildInfo = { name: 'auth', version: '1.0.0', contractVersion: CONTRACT_VERSION, area: 'Sign-in' };

function Landing() {
  return (
    <section>
      <h1>One spot for all your loans</h1>
      <RouteLink route="Login">Sign in</RouteLink>
    </section>
  );
}
const AuthRoutes = () => <RemoteRoutes owner="auth" pages={{ Index: <Landing /> }} />;

test('a remote takes over the page the host server sent drawn ahead: the same elements, now live', async () => {
  const element = document.createElement('div');
  element.innerHTML = prerenderPage(AuthRoutes, '/');
  element.setAttribute('data-prerendered-route', 'Index');
  const drawnHeading = element.querySelector('h1');
  const { portal, navigations } = createFakePortal();

  const remote = await mountRemote(createRemoteLifecycles(info, AuthRoutes), portal, '/', { into: element });
  expect(screen.getByRole('heading', { name: 'One spot for all your loans' })).toBe(drawnHeading);
  expect(element).not.toHaveAttribute('data-prerendered-route');
  screen.getByRole('link', { name: 'Sign in' }).click();
  expect(navigations).toEqual(['/login']);
  await remote.unmount();
});

test('without a page drawn ahead it draws its own', async () => {
  const remote = await mountRemote(createRemoteLifecycles(info, AuthRoutes), createFakePortal().portal, '/');
  expect(await screen.findByRole('heading', { name: 'One spot for all your loans' })).toBeVisible();
  await remote.unmount();
});

test("for a signed-in person the page drawn ahead is a picture: it stays until the page's code is here, and the first render replaces it", async () => {
  function Deals() {
    const who = useSession((state) => state.bundle?.user.first_name);
    return <h1>{who ? `Deals of ${who}` : 'Deals'}</h1>;
  }
  let arrive!: () => void;
  const preloads: string[] = [];
  const preloadPage = (path: string) => {
    preloads.push(path);
    return new Promise<void>((resolve) => (arrive = resolve));
  };
  const LoansRoutes = () => <RemoteRoutes owner="loans" pages={{ MyDeals: <Deals /> }} />;
  const element = document.createElement('div');
  element.innerHTML = prerenderPage(LoansRoutes, '/my_deals');
  element.setAttribute('data-prerendered-route', 'MyDeals');
  element.setAttribute('inert', '');
  const picture = element.querySelector('h1');
  const { portal } = createFakePortal({ bundle: signedInBundle() });

  const mounting = mountRemote(createRemoteLifecycles({ ...info, name: 'loans' }, LoansRoutes, preloadPage), portal, '/my_deals', { into: element });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(preloads).toEqual(['/my_deals']);
  // Still the picture, marked (the host shows no spinner over it) and inert, while the page's code is on its way.
  expect(element.querySelector('h1')).toBe(picture);
  expect(element).toHaveAttribute('inert');
  expect(element).toHaveAttribute('data-prerendered-route', 'MyDeals');

  // Inert until the picture has gone: a field of it lifted sooner would take what is typed, and lose it.
  let pictureShownWhenLive: boolean | undefined;
  new MutationObserver(() => (pictureShownWhenLive ??= element.hasAttribute('inert') ? undefined : picture!.isConnected)).observe(element, { attributes: true });
  arrive();
  const remote = await mounting;
  expect(pictureShownWhenLive).toBe(false);
  expect(await screen.findByRole('heading', { name: 'Deals of Ann' })).not.toBe(picture);
  expect(element.querySelectorAll('h1')).toHaveLength(1);
  expect(element).not.toHaveAttribute('data-prerendered-route');
  expect(element).not.toHaveAttribute('inert');
  await remote.unmount();
});
