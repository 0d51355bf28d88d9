import { formMessages, verificationMessages } from '@portal/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent, ReactElement } from 'react';
import * as v from 'valibot';
import { Modal } from '../modal/Modal';
import { signedInBundle } from '../test-support/signed-in-bundle';
import { createFakePortal } from '../testing/fakePortal';
import { renderWithPortal } from '../testing/renderWithPortal';
import { CheckboxField } from './CheckboxField';
import { TextField } from './TextField';
import { ValidatedForm } from './ValidatedForm';

const PaymentMethod = v.object({
  name: v.pipe(v.string(), v.nonEmpty(formMessages.required)),
  bankName: v.optional(v.pipe(v.string(), v.maxLength(100, 'Please use at most 100 characters.'))),
});

test('a form checked with the contract schema refuses an empty submit and puts focus on the first field to fix', async () => {
  const onSubmit = jest.fn();
  render(
    <ValidatedForm schema={PaymentMethod} onSubmit={onSubmit} submitLabel="Save payment method" aria-label="New payment method">
      <TextField name="name" label="Name" required />
      <TextField name="bankName" label="Bank name" />
      <CheckboxField name="authorized" label="I am an authorized signatory" required />
    </ValidatedForm>,
  );
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Save payment method' }));
  expect(onSubmit).not.toHaveBeenCalled();
  const name = screen.getByRole('textbox', { name: /Name/ });
  expect(name).toHaveAccessibleDescription(formMessages.required);
  expect(name).toHaveFocus();
  expect(screen.getByRole('checkbox', { name: /authorized signatory/ })).toHaveAccessibleDescription(formMessages.required);

  await user.type(name, 'Operating account');
  await user.click(screen.getByRole('checkbox', { name: /authorized signatory/ }));
  await user.click(screen.getByRole('button', { name: 'Save payment method' }));
  expect(onSubmit).toHaveBeenCalledWith({ name: 'Operating account', authorized: true }, expect.anything(), expect.anything());
});

test('the submit button is busy while the submission runs', async () => {
  let finish: () => void = () => undefined;
  render(
    <ValidatedForm onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} submitLabel="Send" aria-label="Message">
      <TextField name="text" label="Text" />
    </ValidatedForm>,
  );
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('button', { name: /Send/ })).toHaveAttribute('aria-busy', 'true');
  finish();
  expect(await screen.findByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');
});

function renderSignedIn(verified: boolean, form: ReactElement) {
  const { portal, uiStore } = createFakePortal({ bundle: signedInBundle({ user: { ...signedInBundle().user, verified } }) });
  return renderWithPortal(form, { portal, uiStore });
}

/** A contact form that only a verified borrower may send, as Proof of Funds' is. */
function renderContactForm(verified: boolean) {
  const onSubmit = jest.fn();
  renderSignedIn(
    verified,
    <ValidatedForm onSubmit={onSubmit} submitLabel="Save contact" aria-label="Contact" verifiedOnly>
      <TextField name="firstName" label="First name" />
    </ValidatedForm>,
  );
  return { onSubmit, user: userEvent.setup(), firstName: screen.getByRole('textbox', { name: 'First name' }) };
}

test('"Unverified users cannot ... submit forms": a verifiedOnly form\'s button opens the not-verified popover and Enter sends nothing', async () => {
  const { onSubmit, user, firstName } = renderContactForm(false);

  await user.type(firstName, 'Uri{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save contact' }));
  expect(screen.getByRole('dialog', { name: verificationMessages.notVerifiedYet })).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a verified borrower sends a verifiedOnly form as any other', async () => {
  const { onSubmit, user, firstName } = renderContactForm(true);
  await user.type(firstName, 'Ann{Enter}');
  expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Ann' }, expect.anything(), expect.anything());
});

test('a form in a dialog opened from another form keeps its submit, sent or not (React passes a submit on through portals)', async () => {
  const outer = jest.fn((event: FormEvent) => event.preventDefault());
  const inner = jest.fn();
  function Deal() {
    return (
      <form aria-label="Deal" onSubmit={outer}>
        <Modal open title="New entity" onClose={() => undefined}>
          <ValidatedForm onSubmit={inner} submitLabel="Create" aria-label="New entity" verifiedOnly>
            <TextField name="name" label="Name" />
          </ValidatedForm>
        </Modal>
      </form>
    );
  }
  const user = userEvent.setup();

  const unverified = renderSignedIn(false, <Deal />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lee Holdings{Enter}');
  expect(inner).not.toHaveBeenCalled();
  expect(outer).not.toHaveBeenCalled();
  unverified.unmount();

  renderSignedIn(true, <Deal />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lee Holdings{Enter}');
  expect(inner).toHaveBeenCalledTimes(1);
  expect(outer).not.toHaveBeenCalled();
});
