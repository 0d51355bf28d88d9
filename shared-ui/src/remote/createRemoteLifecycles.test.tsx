import { screen } from '@testing-library/react';
import { CONTRACT_VERSION } from '@portal/shared-contracts';
import { prerenderPage } from '../prerender/prerenderPage';
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
