import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Permission } from '@portal/shared-contracts';
import { createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';

export interface TabRender {
  /** Ann (user 42) is verified unless told. */
  verified?: boolean;
  permissions?: Permission[];
  answers?: readonly FakeAnswer[];
}

/** One tab of the application as the application page shows it, for Ann, who may read and write her application. */
export function renderTab(tab: ReactElement, { verified = true, permissions = ['application.read', 'application.write'], answers = [] }: TabRender = {}) {
  const base = signedInBundle({ permissions });
  const fake = createFakePortal({ bundle: { ...base, user: { ...base.user, verified } }, answers });
  const view = renderWithPortal(tab, fake);
  return { ...fake, ...view, user: userEvent.setup() };
}
