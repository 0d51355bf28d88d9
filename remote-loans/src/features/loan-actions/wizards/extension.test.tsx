import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { extensionEndpoints, type LoanDetail } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { answer, createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { detailLoan } from '../../loan-list/testing';
import { actionWizards } from '../action-wizards';
import { LoanActionWizardsContext } from '../action-wizards-context';
import { LoanActionWizard } from '../LoanActionWizard';
import { extensionDetailFields } from './extension';

function Harness({ loan }: { loan: LoanDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <LoanActionWizardsContext value={actionWizards}>
      <Button onClick={() => setOpen(true)}>Open extension</Button>
      <LoanActionWizard action={open ? 'extensions' : null} loan={loan} userId={42} onClose={() => setOpen(false)} onDone={() => setOpen(false)} />
    </LoanActionWizardsContext>
  );
}

const loan = detailLoan({ extension_requests: [{ id: 7, status: 'open', created: '2026-11-01T10:00:00Z' }] });

function renderExtension() {
  const fake = createFakePortal({
    bundle: signedInBundle(),
    answers: [answer(extensionEndpoints.send, () => ({ id: 3, kind: 'extensions', number: 1, title: 'Extension Request 1', status: 'submitted', created: '2026-11-24T10:00:00Z' }))],
  });
  renderWithPortal(<Harness loan={loan} />, fake);
  return fake;
}

test('"the projected payoff date ... when no extension is needed": step 2 asks only it and the contact', () => {
  expect(extensionDetailFields({ extension_needed: 'no', files: [] })).toEqual(['projected_payoff_date', 'point_of_contact', 'phone_number']);
  expect(extensionDetailFields({ extension_needed: 'yes', extension_why: ['other'], property_status: 'rehab_in_progress', exit_strategy: 'sale', files: [] })).toEqual([
    'extension_why',
    'extension_why_other',
    'loan_paid_off',
    'property_status',
    'complete_rehab_estimation',
    'exit_strategy',
    'point_of_contact',
    'phone_number',
  ]);
});

test('no extension needed: the three steps, then the answers asked (and no others) go to the open request', async () => {
  const fake = renderExtension();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open extension' }));
  const dialog = screen.getByRole('dialog', { name: 'Extension Request' });
  await user.click(within(dialog).getByRole('radio', { name: 'No' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.type(within(dialog).getByRole('textbox', { name: /Projected Payoff Date/ }), '12312030');
  await user.type(within(dialog).getByRole('textbox', { name: /Point of Contact/ }), 'Ann Borrower');
  await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '5125550101');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.type(within(dialog).getByRole('textbox', { name: /Additional Information/ }), 'Sale closes in December.');
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(await screen.findByText('Extension Request saved successfully.')).toBeInTheDocument();
  const [sent] = fake.callsTo(extensionEndpoints.send);
  expect(sent!.params).toEqual({ id: 42, loan_id: loan.id, extension_request_id: 7 });
  expect(sent!.body).toEqual({
    extension_needed: 'no',
    projected_payoff_date: '2030-12-31',
    point_of_contact: 'Ann Borrower',
    phone_number: '(512) 555-0101',
    additional_information: 'Sale closes in December.',
  });
});
