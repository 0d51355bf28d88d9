import { screen } from '@testing-library/react';
import { CONTRACT_VERSION, type ParcelConfig } from '@portal/shared-contracts';
import { useSession } from '../react/hooks';
import { signedInBundle } from '../test-support/signed-in-bundle';
import { createFakePortal } from '../testing/fakePortal';
import { createParcelLifecycles } from './createParcelLifecycles';
import type { RemoteBuildInfo } from './createRemoteLifecycles';

const info: RemoteBuildInfo = { name: 'deals', version: '1.0.0', contractVersion: CONTRACT_VERSION, area: 'New deals' };

interface GreetingProps {
  greeting: string;
  explode?: boolean;
}

/** Reads the portal it was mounted with, and its own props. */
function Greeting({ greeting, explode }: GreetingProps) {
  const firstName = useSession((state) => state.bundle?.user.first_name);
  if (explode) throw new Error('The greeting broke');
  return <p>{`${greeting}, ${firstName}`}</p>;
}

// The parcel's root is rendered the way a page mounts it, outside act() (which would hang single-spa-react's
// mount, DESIGN §9); the tests wait for what it shows with findBy queries.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** What single-spa hands a parcel's lifecycles: the mounting page's portal, the props, the element, and its own names. */
function mountPropsFor(props: GreetingProps) {
  const { portal } = createFakePortal({ bundle: signedInBundle() });
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { name: 'deals/greeting', singleSpa: {}, mountParcel: () => undefined, portal, props, domElement };
}

test('the parcel renders its component with the props and the PortalContext it was mounted with, takes new props by update, and unmounts', async () => {
  const lifecycles = createParcelLifecycles(info, Greeting, { label: 'The greeting' });
  // What loadParcel answers: the contract's parcel config.
  const config: ParcelConfig<GreetingProps> = lifecycles;
  const mountProps = mountPropsFor({ greeting: 'Hello' });

  await config.bootstrap(mountProps);
  await config.mount(mountProps);
  expect(await screen.findByText('Hello, Ann')).toBeInTheDocument();

  await config.update?.({ ...mountProps, props: { greeting: 'Welcome back' } });
  expect(await screen.findByText('Welcome back, Ann')).toBeInTheDocument();

  await config.unmount(mountProps);
  expect(screen.queryByText('Welcome back, Ann')).not.toBeInTheDocument();
  expect(lifecycles.info).toBe(info);
  mountProps.domElement.remove();
});

test('a render error stays inside the parcel: its fallback names it and offers Try again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const lifecycles = createParcelLifecycles(info, Greeting, { label: 'The greeting' });
  const mountProps = mountPropsFor({ greeting: 'Hello', explode: true });
  const track = jest.spyOn(mountProps.portal.analytics, 'track');

  await lifecycles.bootstrap(mountProps);
  await lifecycles.mount(mountProps);
  expect(await screen.findByRole('alert')).toHaveTextContent('The greeting could not be shown');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(track).toHaveBeenCalledWith('parcel_render_error', { remote: 'deals', parcel: 'The greeting', message: 'The greeting broke' });

  await lifecycles.unmount(mountProps);
  mountProps.domElement.remove();
  jest.restoreAllMocks();
});

test('without an element to mount into, mounting fails with a message that names the parcel', async () => {
  const lifecycles = createParcelLifecycles(info, Greeting);
  const { domElement: _unused, ...withoutElement } = mountPropsFor({ greeting: 'Hello' });
  _unused.remove();
  await lifecycles.bootstrap(withoutElement);
  await expect(lifecycles.mount(withoutElement)).rejects.toThrow('deals\'s parcel "New deals" was given no element to mount into');
});
