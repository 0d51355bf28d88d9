import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_VERSION, type ParcelConfig } from '@portal/shared-contracts';
import { useSession } from '../react/hooks';
import { PortalProvider } from '../react/PortalProvider';
import { signedInBundle } from '../test-support/signed-in-bundle';
import { createFakePortal, type FakeParcels } from '../testing/fakePortal';
import { createParcelLifecycles } from './createParcelLifecycles';
import { refuseParcels } from './createPortalContext';
import { RemoteParcel } from './RemoteParcel';

interface GreetingProps {
  greeting: string;
  onWave?(): void;
}

/** A parcel of another remote: it reads the portal it is mounted with and its own props. */
function Greeting({ greeting, onWave }: GreetingProps) {
  const firstName = useSession((state) => state.bundle?.user.first_name);
  return (
    <p>
      {`${greeting}, ${firstName}`}
      <button type="button" onClick={onWave}>
        Wave
      </button>
    </p>
  );
}

// The parcel's own React root renders and unmounts the way a page mounts it, outside act() (which would hang
// single-spa-react's mount, DESIGN §9); Testing Library still wraps its own renders and events in act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

const greetingParcel = createParcelLifecycles({ name: 'profile', version: '1.0.0', contractVersion: CONTRACT_VERSION, area: 'Profile' }, Greeting);

/** A load failure as the host's loader reports it (RemoteLoadFailure): a kind and a technical detail. */
const loadFailure = (kind: string) => Object.assign(new Error('http://127.0.0.1:8084/1.0.0/mf-manifest.json did not answer'), { kind });

function renderParcel(parcels: FakeParcels, props: GreetingProps = { greeting: 'Hello' }, { compact = false } = {}) {
  const fake = createFakePortal({ bundle: signedInBundle(), parcels });
  const page = (shown: GreetingProps) => (
    <PortalProvider portal={fake.portal}>
      <RemoteParcel remote="profile" module="./greeting" label="the greeting" props={shown} compact={compact} />
    </PortalProvider>
  );
  const view = render(page(props));
  return { ...fake, ...view, rerenderWith: (shown: GreetingProps) => view.rerender(page(shown)) };
}

test('a parcel of another remote loads through portal.loadParcel, mounts with the page\'s portal and props, and takes new props', async () => {
  const onWave = jest.fn();
  const { parcelLoads, rerenderWith } = renderParcel({ profile: { './greeting': greetingParcel } }, { greeting: 'Hello', onWave });
  expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting…');

  expect(await screen.findByText('Hello, Ann')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(parcelLoads).toEqual([{ remote: 'profile', module: './greeting' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Wave' }));
  expect(onWave).toHaveBeenCalledTimes(1);

  rerenderWith({ greeting: 'Welcome back' });
  expect(await screen.findByText('Welcome back, Ann')).toBeInTheDocument();
});

test('a parcel shows in the spinner\'s place once mounted, not beneath it while it mounts: nothing moves up as the spinner goes', async () => {
  let mounted!: () => void;
  const slow: ParcelConfig = {
    bootstrap: async () => undefined,
    mount: async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.textContent = 'Drawn, still mounting';
      await new Promise<void>((resolve) => (mounted = resolve));
    },
    unmount: async () => undefined,
  } as unknown as ParcelConfig;
  renderParcel({ profile: { './greeting': slow } });
  expect(await screen.findByText('Drawn, still mounting')).not.toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting…');
  mounted();
  await waitFor(() => expect(screen.getByText('Drawn, still mounting')).toBeVisible());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('leaving the page unmounts the parcel', async () => {
  const unmount = jest.spyOn(greetingParcel, 'unmount');
  const view = renderParcel({ profile: { './greeting': greetingParcel } });
  await screen.findByText('Hello, Ann');
  view.unmount();
  await waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
  unmount.mockRestore();
});

test('a parcel that cannot be loaded says so and which kind of failure it was; Try again loads it anew', async () => {
  let answers = 0;
  const { parcelLoads } = renderParcel({
    profile: { './greeting': async () => (++answers === 1 ? Promise.reject(loadFailure('network')) : greetingParcel) },
  });
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('The greeting is not available right now.');
  expect(failure).toHaveTextContent('Try again in a moment. The rest of the portal still works.');
  expect(failure).toHaveTextContent('Error kind: network');

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Hello, Ann')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(parcelLoads).toHaveLength(2);
});

test('a compact parcel (the top bar’s bell) fails as a retry icon named with what failed, the failure read out but not shown', async () => {
  let answers = 0;
  const { parcelLoads } = renderParcel(
    { profile: { './greeting': async () => (++answers === 1 ? Promise.reject(loadFailure('network')) : greetingParcel) } },
    { greeting: 'Hello' },
    { compact: true },
  );
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('The greeting is not available right now. Error kind: network');
  expect(failure.closest('.pui-visually-hidden')).not.toBeNull();
  expect(screen.queryByText('Try again in a moment. The rest of the portal still works.')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'The greeting is not available right now. Try again' }));
  expect(await screen.findByText('Hello, Ann')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(parcelLoads).toHaveLength(2);
});

test('a parcel whose mount fails is reported as a mount failure', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const broken: ParcelConfig = { ...greetingParcel, mount: () => Promise.reject(new Error('no room')) };
  renderParcel({ profile: { './greeting': broken } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Error kind: mount');
  jest.restoreAllMocks();
});

test('in a remote\'s standalone mode the failure says where parcels do load', async () => {
  renderParcel({ profile: { './greeting': () => refuseParcels('profile', './greeting') } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Parcels of other remotes load in the portal shell, not in standalone mode (profile ./greeting): run npm start.');
});

test('props given while the parcel was still loading reach it once it is mounted', async () => {
  let arrive: (config: ParcelConfig) => void = () => undefined;
  const { rerenderWith } = renderParcel({ profile: { './greeting': () => new Promise<ParcelConfig>((resolve) => (arrive = resolve)) } });
  rerenderWith({ greeting: 'Good evening' });
  arrive(greetingParcel);
  expect(await screen.findByText('Good evening, Ann')).toBeInTheDocument();
});
