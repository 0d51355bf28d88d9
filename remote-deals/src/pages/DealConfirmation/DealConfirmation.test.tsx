import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyDealForm, emptyPropertyRepair, emptyRefinance, submittedDealOf, type DealForm } from '@portal/shared-contracts';
import { createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { handOverSubmittedDeal } from '../../features/submitted-deal/submitted-deal';
import { DealConfirmation } from './DealConfirmation';

const deal: DealForm = {
  ...emptyDealForm(),
  transactionType: 'refinance',
  dealType: { name: 'rehab_fix_and_flip', description: '' },
  propertyType: 'single_family',
  property: {
    ...emptyDealForm().property,
    address: '123 Main Street',
    unit: '2',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    status: 'occupied',
    closingStatus: 'likely_vacant',
    visit: { type: 'lock_box', lockBox: { code: '4321', location: 'Back door', notes: '' }, supra: null, appointment: null, other: null },
  },
  crosses: [{ address: '125 Main Street', unit: '', city: 'Springfield', state: 'IL', zipCode: '62701' }],
  refinance: { ...emptyRefinance(), price: 250000, debt: 'yes', liens: [{ price: 120000, payoff: true }], closingDate: '2099-01-15', exitStrategy: 'sale' },
  propertyRepair: { ...emptyPropertyRepair(), totalCost: 40000, afterRepairEstimate: 320000, holdback: 'yes', permits: { exists: 'yes', explanation: '' } },
  entity: { id: 1 },
};

function render() {
  const fake = createFakePortal({ bundle: signedInBundle() });
  renderWithPortal(<DealConfirmation />, { ...fake, url: '/deal_confirmation' });
  return fake;
}

// First: the deal is handed over in memory, so this file's later tests have one.
test('"goes to Dashboard if none": without a submitted deal the page shows nothing and goes to the Dashboard', () => {
  const { navigations } = render();
  expect(navigations).toEqual(['/dashboard']);
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
});

test('"Thank You! Your deal has been submitted." with the collapsible Property, Transaction Data, Repairs and Crosses', async () => {
  handOverSubmittedDeal({ deal: submittedDealOf(deal), created: { id: 7, number: 'D-000007', loan_category: 'new' } });
  render();
  expect(screen.getByRole('heading', { level: 1, name: 'Thank You! Your deal has been submitted.' })).toBeInTheDocument();
  expect(screen.getByText(/D-000007/)).toBeInTheDocument();

  // "Property (address, unit, city, state, zip, status, closing status, visit type with notes)"
  const property = screen.getByRole('button', { name: 'Property' });
  expect(property).toHaveAttribute('aria-expanded', 'true');
  for (const text of ['123 Main Street', 'Springfield', '62701', 'Occupied', 'Likely vacant', 'Lock Box', 'Code: 4321 · Back door']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  expect(screen.getByText('$120,000 · paid off at closing')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Repairs' }));
  expect(screen.getByText('$40,000')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Crosses' }));
  expect(screen.getByText('125 Main Street, Springfield, IL, 62701')).toBeInTheDocument();

  const deals = screen.getByRole('link', { name: 'Deals in Progress' });
  expect(deals).toHaveAttribute('href', '/my_deals?category=in_progress');
  expect(within(document.body).queryByText('Ann Lee')).toBeNull();
});
