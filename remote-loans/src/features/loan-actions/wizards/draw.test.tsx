import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawEndpoints, paymentMethodEndpoints, type LoanDetail, type PaymentMethod } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { answer, createFakePortal, renderWithPortal, serverFailure, signedInBundle } from '@portal/shared-ui/testing';
import { detailLoan } from '../../loan-list/testing';
import { actionWizards } from '../action-wizards';
import { LoanActionWizardsContext } from '../action-wizards-context';
import { LoanActionWizard } from '../LoanActionWizard';

const method = (id: number, name: string, type: PaymentMethod['type']): PaymentMethod => ({
  id,
  name,
  method: 'transfer',
  type,
  authorized: true,
  created: '2025-03-04',
  details: { bankName: 'First Federal Bank', bankAddress: '1 Bank Plaza', routingNumber: '111000025', accountNumberLast4: '6789', accountName: 'Lee LLC', recipientAddress: '100 Congress Ave', accountType: null },
});

const balances = {
  softCosts: 0,
  generalRequirements: 0,
  siteConstruction: 0,
  concrete: 0,
  masonry: 0,
  metals: 0,
  woodsPlastics: 0,
  thermalMoistureProtection: 0,
  doorsWindows: 0,
  finishes: 1000,
  specialties: 0,
  equipment: 0,
  furnishings: 0,
  specialConstruction: 0,
  conveyingSystems: 0,
  mechanicalSystems: 0,
  electrical: 250.5,
};

function Harness({ loan }: { loan: LoanDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <LoanActionWizardsContext value={actionWizards}>
      <Button onClick={() => setOpen(true)}>Open draw</Button>
      <LoanActionWizard action={open ? 'draws' : null} loan={loan} userId={42} onClose={() => setOpen(false)} onDone={() => setOpen(false)} />
    </LoanActionWizardsContext>
  );
}

function renderDraw({ failBalances = false } = {}) {
  const fake = createFakePortal({
    bundle: signedInBundle(),
    answers: [
      answer(drawEndpoints.balances, () => {
        if (failBalances) throw serverFailure();
        return { draw_number: 3, balances };
      }),
      answer(paymentMethodEndpoints.list, { payment_methods: [method(1, 'Draw account', 'Draw'), method(2, 'Monthly payments', 'ACH')] }),
      answer(drawEndpoints.send, () => ({ id: 9, kind: 'draws', number: 3, title: 'Draw Request 3', status: 'submitted', created: '2026-11-24T10:00:00Z' })),
    ],
  });
  renderWithPortal(<Harness loan={detailLoan({ holdback_balance: 1250.5, draws_available_balance: 500 })} />, fake);
  return fake;
}

async function openDraw() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open draw' }));
  const dialog = screen.getByRole('dialog', { name: 'Draw Request' });
  await within(dialog).findByText('Draw Request 3');
  return { user, dialog };
}

test('"in draw mode categories with zero balance are hidden"; the number is the existing draws plus one; the total balance runs', async () => {
  renderDraw();
  const { user, dialog } = await openDraw();
  const categories = await within(dialog).findByRole('list', { name: 'Estimate of Repairs' });
  expect(within(categories).getAllByRole('listitem')).toHaveLength(2);
  expect(within(dialog).getByText('Balance $1,000.00')).toBeInTheDocument();
  expect(within(dialog).getByText('Total balance').nextSibling).toHaveTextContent('$1,250.50');
  const finishes = within(dialog).getByRole('textbox', { name: 'Finishes total' });
  await user.clear(finishes);
  await user.type(finishes, '400');
  expect(within(dialog).getByText('Total balance').nextSibling).toHaveTextContent('$850.50');
});

test('"The total for this category cannot exceed the current category balance"; access information is required', async () => {
  const fake = renderDraw();
  const { user, dialog } = await openDraw();
  const finishes = within(dialog).getByRole('textbox', { name: 'Finishes total' });
  await user.clear(finishes);
  await user.type(finishes, '1000.01');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('The total for this category cannot exceed the current category balance');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Please verify all missing fields.')).toBeInTheDocument();
  expect(within(dialog).getByText('This field is required!')).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: /Step 1 of 3/ })).toBeInTheDocument();
  expect(fake.callsTo(drawEndpoints.send)).toHaveLength(0);
});

test('"Unable to load Draw Request data" when the balances fail', async () => {
  renderDraw({ failBalances: true });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open draw' }));
  expect(await screen.findByText('Unable to load Draw Request data')).toBeInTheDocument();
});

test('a draw goes with its Draw payment method and files, then "Draw Request saved successfully."', async () => {
  const fake = renderDraw();
  const { user, dialog } = await openDraw();
  const electrical = within(dialog).getByRole('textbox', { name: 'Electrical total' });
  await user.clear(electrical);
  await user.type(electrical, '250.50');
  await user.type(within(dialog).getByRole('textbox', { name: /Access Information/ }), 'Lockbox 2468');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));

  const picker = await within(dialog).findByRole('combobox', { name: /Draw Payment Method/ });
  expect(within(picker).queryByRole('option', { name: 'Monthly payments' })).not.toBeInTheDocument();
  await user.selectOptions(picker, 'Draw account');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));

  const invoice = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
  await user.upload(within(dialog).getByLabelText('Files'), invoice);
  expect(within(dialog).getByRole('list', { name: 'Files to send' })).toHaveTextContent('invoice.pdf');
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(await screen.findByText('Draw Request saved successfully.')).toBeInTheDocument();

  const [sent] = fake.callsTo(drawEndpoints.send) as unknown as { params: unknown; body: { payment_method_id: string; expenses: string; access_information: string }; files: { files: File[] } }[];
  expect(sent!.params).toEqual({ id: 42, loan_id: detailLoan().id });
  expect(sent!.body.payment_method_id).toBe('1');
  expect(sent!.body.access_information).toBe('Lockbox 2468');
  expect(JSON.parse(sent!.body.expenses).electrical.total).toBe('250.50');
  expect(sent!.files.files.map((file) => file.name)).toEqual(['invoice.pdf']);
});
