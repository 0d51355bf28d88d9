import { screen } from '@testing-library/react';
import { createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { ApplicationAlert } from './ApplicationAlert';

function renderAlert(alerts: { application: boolean; applicationTab: number | null }, pathname = '/dashboard', permissions = ['owner'] as const) {
  const bundle = { ...signedInBundle({ permissions: [...permissions] }), alerts };
  const fake = createFakePortal({ bundle });
  renderWithPortal(<ApplicationAlert bundle={bundle} pathname={pathname} />, fake);
  return fake;
}

test('"Application alerts on other pages lead to BorrowerApplication with query tab"', () => {
  renderAlert({ application: true, applicationTab: 4 });
  expect(screen.getByRole('status')).toHaveTextContent('Your application needs your attention: Background Information.');
  expect(screen.getByRole('link', { name: 'Complete your application' })).toHaveAttribute('href', '/borrower_application?tab=4');
});

test('no alert on the application itself, when nothing needs work, or without application.read', () => {
  renderAlert({ application: true, applicationTab: 1 }, '/borrower_application');
  renderAlert({ application: true, applicationTab: 1 }, '/sign_application');
  renderAlert({ application: false, applicationTab: null });
  renderAlert({ application: true, applicationTab: 1 }, '/dashboard', ['loans.read'] as never);
  expect(screen.queryByRole('status')).toBeNull();
});
