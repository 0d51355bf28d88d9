import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { achPaymentEndpoints, paymentMethodEndpoints, PDF_SIGNED_MESSAGE, type PaymentMethod } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { answer, createFakePortal, renderWithPortal, signedInBundle } from '@portal/shared-ui/testing';
import { detailLoan } from '../../loan-list/testing';
import { actionWizards } from '../action-wizards';
import { LoanActionWizardsContext } from '../action-wizards-context';
import { LoanActionWizard } from '../LoanActionWizard';

const method = (id: number, name: string, kind: PaymentMethod['method']): PaymentMethod => ({
  id,
  name,
  method: kind,
  type: 'ACH',
  authorized: true,
  created: '2025-03-04',
  details: { bankName: 'First Federal Bank', bankAddress: '1 Bank Plaza', routingNumber: '111000025', accountNumberLast4: '6789', accountName: 'Lee LLC', recipientAddress: '100 Congress Ave', accountType: null },
});

function Harness({ onDone }: { onDone(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <LoanActionWizardsContext value={actionWizards}>
      <Button onClick={() => setOpen(true)}>Open ACH</Button>
      <LoanActionWizard
        action={open ? 'achpayment' : null}
        loan={detailLoan()}
        userId={42}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          onDone();
        }}
      />
    </LoanActionWizardsContext>
  );
}

test('"after submit an embedded e-signature frame opens"; once signed, "Document was successfully signed and submitted for review." stays', async () => {
  const done = jest.fn();
  const fake = createFakePortal({
    bundle: signedInBundle(),
    answers: [
      answer(paymentMethodEndpoints.list, { payment_methods: [method(1, 'Operating account', 'ach'), method(2, 'Wire account', 'transfer')] }),
      answer(achPaymentEndpoints.send, () => ({
        request: { id: 5, kind: 'achpayment', number: 1, title: 'ACH Payment 1', status: 'awaiting_signature', created: '2026-11-24T10:00:00Z' },
        signing_url: '/api/e-signature/token',
      })),
    ],
  });
  renderWithPortal(<Harness onDone={done} />, fake);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open ACH' }));
  const dialog = screen.getByRole('dialog', { name: 'ACH Payment' });

  // "the picker excludes the ach method"
  const picker = await within(dialog).findByRole('combobox', { name: /Pay From/ });
  expect(within(picker).queryByRole('option', { name: 'Operating account' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(within(dialog).getAllByText('This field is required!').length).toBeGreaterThanOrEqual(2);
  expect(fake.callsTo(achPaymentEndpoints.send)).toHaveLength(0);

  await user.type(within(dialog).getByRole('textbox', { name: /Authorized Amount/ }), '1250');
  await user.selectOptions(picker, 'Wire account');
  await user.click(within(dialog).getByRole('checkbox', { name: /one-time withdrawal/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  const frame = await within(dialog).findByTitle('Sign the ACH payment authorization');
  expect(frame).toHaveAttribute('src', '/api/e-signature/token');
  expect(fake.callsTo(achPaymentEndpoints.send)[0]!.body).toEqual({ authorizedAmount: 1250, authorized: true, paymentMethod: '2' });

  // A message from elsewhere is not the signature's.
  act(() => window.dispatchEvent(new MessageEvent('message', { data: PDF_SIGNED_MESSAGE, origin: 'https://elsewhere.example' })));
  expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  act(() => window.dispatchEvent(new MessageEvent('message', { data: PDF_SIGNED_MESSAGE, origin: window.location.origin, source: (frame as HTMLIFrameElement).contentWindow })));
  expect(within(dialog).getByRole('status')).toHaveTextContent('Document was successfully signed and submitted for review.');
  expect(done).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(done).toHaveBeenCalled();
});
