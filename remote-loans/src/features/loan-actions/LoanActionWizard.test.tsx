import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField, Button } from '@portal/shared-ui';
import { createFakePortal, refusal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import type { LoanDetail, LoanDetailAction } from '@portal/shared-contracts';
import { detailLoan } from '../loan-list/testing';
import { defineLoanActionWizard, type LoanActionWizards } from './action-wizards';
import { LoanActionWizardsContext } from './action-wizards-context';
import { LoanActionWizard } from './LoanActionWizard';

type Values = { company?: string; contact?: string };
const sent: Values[] = [];
let refuseNext = false;

/** Three steps, the first two with a required field each, as an action of the next issue will be written. */
const wizards: LoanActionWizards = {
  payoff: defineLoanActionWizard<Values>({
    initialValues: () => ({ contact: 'Ann Lee' }),
    steps: (loan) => [
      { title: 'Escrow company', render: () => <TextField name="company" label="Company" required />, fields: ['company'] },
      { title: 'Contact', render: () => <TextField name="contact" label="Contact name" required />, fields: ['contact'] },
      { title: 'Review', render: ({ form }) => <p>{`Send for ${loan.number} to ${String(form.getState().values.company)}.`}</p> },
    ],
    submit: async ({ values }) => {
      if (refuseNext) throw refusal('The payoff request could not be saved.');
      sent.push(values);
      return 'Payoff Request saved successfully.';
    },
  }),
};

function Harness({ loan, onDone }: { loan: LoanDetail; onDone?(action: LoanDetailAction): void }) {
  const [action, setAction] = useState<LoanDetailAction | null>(null);
  return (
    <LoanActionWizardsContext value={wizards}>
      <Button onClick={() => setAction('payoff')}>Open payoff</Button>
      <LoanActionWizard
        action={action}
        loan={loan}
        userId={42}
        onClose={() => setAction(null)}
        onDone={(done) => {
          setAction(null);
          onDone?.(done);
        }}
      />
    </LoanActionWizardsContext>
  );
}

function renderWizard(loan: LoanDetail = detailLoan(), onDone?: (action: LoanDetailAction) => void) {
  const fake = createFakePortal({ bundle: signedInBundle() });
  renderWithPortal(<Harness loan={loan} onDone={onDone} />, fake);
  return fake;
}

beforeEach(() => {
  sent.length = 0;
  refuseNext = false;
});

test('"a header with loan number and address and optionally the maturity date" (spec 001 §2)', async () => {
  const user = userEvent.setup();
  renderWizard(detailLoan({ maturity_date: null }));
  await user.click(screen.getByRole('button', { name: 'Open payoff' }));
  const dialog = screen.getByRole('dialog', { name: 'Payoff Request' });
  expect(dialog).toHaveAccessibleDescription('Loan L-1001 · 12 Main St, Austin, TX 78701');
});

test('"Previous, Next and Done buttons": Next checks the step, Previous goes back, Done on the last step', async () => {
  const user = userEvent.setup();
  const done = jest.fn();
  renderWizard(detailLoan(), done);
  await user.click(screen.getByRole('button', { name: 'Open payoff' }));
  const dialog = screen.getByRole('dialog', { name: 'Payoff Request' });
  expect(within(dialog).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

  // "each step may validate before Next": an empty required field keeps the borrower on the step.
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByRole('heading', { name: 'Step 1 of 3: Escrow company' })).toBeInTheDocument();
  expect(within(dialog).getByText('This field is required!')).toBeInTheDocument();

  await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'Title Co');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByRole('heading', { name: 'Step 2 of 3: Contact' })).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Contact name' })).toHaveValue('Ann Lee');

  await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
  expect(within(dialog).getByRole('textbox', { name: 'Company' })).toHaveValue('Title Co');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByText('Send for L-1001 to Title Co.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(sent).toEqual([{ company: 'Title Co', contact: 'Ann Lee' }]);
  expect(done).toHaveBeenCalledWith('payoff');
  expect(await screen.findByText('Payoff Request saved successfully.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('"Wizard modals reset when hidden": opened again, it is back on step 1 with its first values', async () => {
  const user = userEvent.setup();
  renderWizard();
  await user.click(screen.getByRole('button', { name: 'Open payoff' }));
  let dialog = screen.getByRole('dialog', { name: 'Payoff Request' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'Title Co');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.clear(within(dialog).getByRole('textbox', { name: 'Contact name' }));
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open payoff' }));
  dialog = screen.getByRole('dialog', { name: 'Payoff Request' });
  expect(within(dialog).getByRole('heading', { name: 'Step 1 of 3: Escrow company' })).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Company' })).toHaveValue('');
  await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'X');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByRole('textbox', { name: 'Contact name' })).toHaveValue('Ann Lee');
});

test('a refused request keeps the wizard open on its last step, with the refusal\'s words', async () => {
  const user = userEvent.setup();
  const done = jest.fn();
  renderWizard(detailLoan(), done);
  await user.click(screen.getByRole('button', { name: 'Open payoff' }));
  const dialog = screen.getByRole('dialog', { name: 'Payoff Request' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'Title Co');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  refuseNext = true;
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(await screen.findByText('The payoff request could not be saved.')).toBeInTheDocument();
  expect(done).not.toHaveBeenCalled();
  expect(within(dialog).getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeInTheDocument();
});

test('Enter in a field moves on as Next does', async () => {
  const user = userEvent.setup();
  renderWizard();
  await user.click(screen.getByRole('button', { name: 'Open payoff' }));
  const dialog = screen.getByRole('dialog', { name: 'Payoff Request' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'Title Co{Enter}');
  expect(within(dialog).getByRole('heading', { name: 'Step 2 of 3: Contact' })).toBeInTheDocument();
});
