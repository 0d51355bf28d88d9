import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import { createFakePortal } from '../testing/fakePortal';
import { renderWithPortal } from '../testing/renderWithPortal';
import { RouteLink } from './RouteLink';

test('a link to a named route has its href, and a plain click navigates inside the portal', async () => {
  const fake = createFakePortal();
  renderWithPortal(
    <RouteLink route="DealDetail" params={{ loanId: 12 }} query={{ action: 'draw' }}>
      Request a draw
    </RouteLink>,
    fake,
  );
  const link = screen.getByRole('link', { name: 'Request a draw' });

  expect(link).toHaveAttribute('href', '/my_deals/12?action=draw');
  expect(link).not.toHaveAttribute('class');
  await userEvent.click(link);
  expect(fake.navigations).toEqual(['/my_deals/12?action=draw']);
});

test('with a look, the link is dressed exactly as the Button of that variant and size, and stays a link', () => {
  const fake = createFakePortal();
  renderWithPortal(
    <>
      <RouteLink route="Login" look="primary" size="large">
        Sign in
      </RouteLink>
      <RouteLink route="BorrowerApplication" look="secondary" className="extra">
        Complete your application
      </RouteLink>
    </>,
    fake,
  );
  render(
    <>
      <Button size="large">Large primary</Button>
      <Button variant="secondary" className="extra">
        Medium secondary
      </Button>
    </>,
  );

  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('class', screen.getByRole('button', { name: 'Large primary' }).getAttribute('class'));
  expect(screen.getByRole('link', { name: 'Complete your application' })).toHaveAttribute(
    'class',
    screen.getByRole('button', { name: 'Medium secondary' }).getAttribute('class'),
  );
});

test("a route's parameters are typed from its path", () => {
  const fake = createFakePortal();
  renderWithPortal(
    <>
      <RouteLink route="EntityDetails" params={{ id: 7 }}>
        Lee Holdings LLC
      </RouteLink>
      {/* @ts-expect-error the path is /my_deals/:loanId: loan_id is not its parameter */}
      <RouteLink route="MyDeals" params={{ loanId: 1 }}>
        My Deals
      </RouteLink>
    </>,
    fake,
  );
  expect(screen.getByRole('link', { name: 'Lee Holdings LLC' })).toHaveAttribute('href', '/entities/7');

  // Checked by the compiler only: these are never rendered.
  const _missing = (
    // @ts-expect-error DealDetail needs its loanId
    <RouteLink route="DealDetail">A loan</RouteLink>
  );
  const _misnamed = (
    // @ts-expect-error the path is /my_deals/:loanId: loan_id is not its parameter
    <RouteLink route="DealDetail" params={{ loan_id: 1 }}>
      A loan
    </RouteLink>
  );
});
