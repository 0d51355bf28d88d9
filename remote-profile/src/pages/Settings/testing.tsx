import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { Permission, SignedInBundle } from '@portal/shared-contracts';
import { createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer, type FakeParcels } from '@portal/shared-ui/testing';
import { AreaRoutes } from '../../routes';

export interface SettingsRender {
  url?: string;
  permissions?: Permission[];
  /** Changes to Ann's user record (user 42, ann@example.test, verified, no picture). */
  person?: Partial<SignedInBundle['user']>;
  answers?: readonly FakeAnswer[];
  parcels?: FakeParcels;
}

/** Where the remote's router is now, for tests of what the page writes in the address. */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{`${pathname}${search}`}</output>;
}

/** The Settings page as the remote's routes show it, for Ann, the account owner unless told otherwise. */
export function renderSettings({ url = '/settings', permissions = ['owner'], person = {}, answers = [], parcels }: SettingsRender = {}) {
  const base = signedInBundle({ permissions });
  const fake = createFakePortal({ bundle: { ...base, user: { ...base.user, ...person } }, answers, parcels });
  const view = renderWithPortal(
    <>
      <AreaRoutes />
      <CurrentAddress />
    </>,
    { ...fake, url },
  );
  return { ...fake, ...view, user: userEvent.setup() };
}
