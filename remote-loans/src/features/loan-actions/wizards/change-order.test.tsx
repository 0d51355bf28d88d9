import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeOrderEndpoints, type LoanDetail } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { answer, createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { detailLoan } from '../../loan-list/testing';
import { actionWizards } from '../action-wizards';
import { LoanActionWizardsContext } from '../action-wizards-context';
import { LoanActionWizard } from '../LoanActionWizard';

function Harness({ loan }: { loan: LoanDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <LoanActionWizardsContext value={actionWizards}>
      <Button onClick={() => setOpen(true)}>Open change order</Button>
      <LoanActionWizard action={open ? 'change_order' : null} loan={loan} userId={42} onClose={() => setOpen(false)} onDone={() => setOpen(false)} />
    </LoanActionWizardsContext>
  );
}

function renderChangeOrder(loan = detailLoan({ holdback_balance: 1000 })) {
  const fake = createFakePortal({
    bundle: signedInBundle(),
    answers: [answer(changeOrderEndpoints.send, () => ({ id: 1, kind: 'change_order', number: 1, title: 'Change Order 1', status: 'submitted', created: '2026-11-24T10:00:00Z' }))],
  });
  renderWithPortal(<Harness loan={loan} />, fake);
  return fake;
}

async function openWizard() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open change order' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Change Order' }) };
}

test('the 17 numbered categories, each with its total at "0.00"; the running total in two-decimal currency', async () => {
  renderChangeOrder();
  const { user, dialog } = await openWizard();
  const categories = await within(dialog).findByRole('list', { name: 'Estimate of Repairs' });
  expect(within(categories).getAllByRole('listitem')).toHaveLength(17);
  const finishes = within(dialog).getByRole('textbox', { name: 'Finishes total' });
  expect(finishes).toHaveValue('0.00');
  await user.clear(finishes);
  await user.type(finishes, '1234.5');
  expect(within(dialog).getByText('Total cost of repairs').nextSibling).toHaveTextContent('$1,234.50');
});

test('"editing a category total collapses its items; a category with a total above 0 cannot be expanded"; items add up', async () => {
  renderChangeOrder();
  const { user, dialog } = await openWizard();
  const show = within(dialog).getByRole('button', { name: 'Show the line items of Electrical' });
  await user.click(show);
  expect(show).toHaveAttribute('aria-expanded', 'true');
  const wiring = within(dialog).getByRole('textbox', { name: 'Electrical: Wiring and Panel' });
  await user.clear(wiring);
  await user.type(wiring, '300.25');
  expect(within(dialog).getByText('Total cost of repairs').nextSibling).toHaveTextContent('$300.25');

  const electrical = within(dialog).getByRole('textbox', { name: 'Electrical total' });
  await user.clear(electrical);
  await user.type(electrical, '150');
  expect(show).toHaveAttribute('aria-expanded', 'false');
  expect(within(dialog).queryByRole('textbox', { name: 'Electrical: Wiring and Panel' })).not.toBeInTheDocument();
  await user.click(show);
  expect(show).toHaveAttribute('aria-expanded', 'false');
  expect(show).toHaveAttribute('aria-disabled', 'true');
});

test('Done with a total of $0.00 or above the holdback says why and "Please verify all missing fields.", keeping what was typed', async () => {
  const fake = renderChangeOrder();
  const { user, dialog } = await openWizard();
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(within(dialog).getByText('The total cost of repairs should be greater than $ 0.00')).toBeInTheDocument();
  expect(await screen.findByText('Please verify all missing fields.')).toBeInTheDocument();

  const finishes = within(dialog).getByRole('textbox', { name: 'Finishes total' });
  await user.clear(finishes);
  await user.type(finishes, '1000.01');
  expect(within(dialog).getByText('The total cost of repairs should not be greater than Holdback Balance.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(fake.callsTo(changeOrderEndpoints.send)).toHaveLength(0);
  expect(finishes).toHaveValue('1000.01');

  await user.clear(finishes);
  await user.type(finishes, '12a');
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(within(dialog).getByText('Please input a dollar amount between $0 and $100,000,000')).toBeInTheDocument();
});

test('a valid change order is sent with its estimate and description, then "Change Order saved successfully."', async () => {
  const fake = renderChangeOrder();
  const { user, dialog } = await openWizard();
  const finishes = within(dialog).getByRole('textbox', { name: 'Finishes total' });
  await user.clear(finishes);
  await user.type(finishes, '1000');
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'New kitchen tile');
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(await screen.findByText('Change Order saved successfully.')).toBeInTheDocument();
  const [sent] = fake.callsTo(changeOrderEndpoints.send);
  expect(sent!.params).toEqual({ id: 42, loan_id: detailLoan().id });
  expect(sent!.body.description).toBe('New kitchen tile');
  expect(sent!.body.categories.finishes.total).toBe('1000');
});
