import { CONTRACT_VERSION, type PortalContext } from '@portal/shared-contracts';
import { render, screen } from '@testing-library/react';
import { createSessionStore } from '../session/session-store';
import { outsideReact } from '../test-support/outside-react';
import { signedInBundle } from '../test-support/signed-in-bundle';
import { useCan, useSession } from './hooks';
import { PortalProvider, usePortal } from './PortalProvider';

function fakePortal(): PortalContext {
  localStorage.clear();
  const session = createSessionStore({ storage: localStorage });
  return {
    session,
    api: { call: jest.fn(), upload: jest.fn() },
    can: jest.fn(),
    mayCall: jest.fn(),
    navigate: jest.fn(),
    completeSignIn: jest.fn(),
    signOut: jest.fn(),
    ui: { toast: jest.fn(), block: jest.fn(), confirm: jest.fn() },
    analytics: { track: jest.fn() },
    env: { name: 'test', lower: true, apiBase: 'https://api.lender.test', marketingSiteUrl: 'https://lender.test', contractVersion: CONTRACT_VERSION },
    loadParcel: jest.fn(),
  };
}

function Greeting() {
  const firstName = useSession((state) => state.bundle?.user.first_name);
  return <p>{firstName ? `Welcome, ${firstName}` : 'Signed out'}</p>;
}

function SubmitNewLoanLink() {
  return useCan('loans.write') ? <a href="/deals/new">Submit New Loan</a> : null;
}

test('usePortal outside a PortalProvider fails with a message that says what to do', () => {
  function Orphan() {
    usePortal();
    return null;
  }
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

  expect(() => render(<Orphan />)).toThrow(/outside a <PortalProvider>/);
  jest.restoreAllMocks();
});

test('usePortal hands components the PortalContext they were mounted with', () => {
  const portal = fakePortal();
  function Probe() {
    return <p>{usePortal() === portal ? 'same portal' : 'another portal'}</p>;
  }

  render(
    <PortalProvider portal={portal}>
      <Probe />
    </PortalProvider>,
  );
  expect(screen.getByText('same portal')).toBeInTheDocument();
});

test('useSession re-renders with the session: signing in and out shows at once', () => {
  const portal = fakePortal();
  render(
    <PortalProvider portal={portal}>
      <Greeting />
    </PortalProvider>,
  );

  expect(screen.getByText('Signed out')).toBeInTheDocument();
  outsideReact(() => portal.session.getState().signIn(signedInBundle()));
  expect(screen.getByText('Welcome, Ann')).toBeInTheDocument();
  outsideReact(() => portal.session.getState().clear());
  expect(screen.getByText('Signed out')).toBeInTheDocument();
});

test('"Elements lacking a permission are hidden"; "The owner permission grants everything" (spec 000 §6)', () => {
  const portal = fakePortal();
  render(
    <PortalProvider portal={portal}>
      <SubmitNewLoanLink />
    </PortalProvider>,
  );
  const link = () => screen.queryByRole('link', { name: 'Submit New Loan' });

  expect(link()).not.toBeInTheDocument();
  outsideReact(() => portal.session.getState().signIn(signedInBundle({ permissions: ['loans.read'] })));
  expect(link()).not.toBeInTheDocument();
  outsideReact(() => portal.session.getState().switchBundle(signedInBundle({ permissions: ['owner'] })));
  expect(link()).toBeInTheDocument();
});
